extension StringProtocol where UTF8View: BidirectionalCollection {
    /// Without leading and trailing spaces and tabs.
    package func trimmingSpaces() -> SubSequence {
        // Nothing to trim when neither end byte is a space or tab (the usual case); that also
        // means neither end character is one.
        if let first = utf8.first, let last = utf8.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09 {
            return self[...]
        }
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" { end = index(before: end) }
        return self[start..<end]
    }
}
