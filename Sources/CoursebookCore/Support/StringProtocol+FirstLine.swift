extension StringProtocol where SubSequence == Substring {
    /// The first non-empty line, as `split(separator: "\n").first ?? ""` finds it, without
    /// splitting the whole text into Characters: schedule code asks it of every list item and cell.
    var firstLine: Substring {
        let bytes = utf8
        // `\r\n` is one Character, which `split` never splits at: such text takes the slow way.
        if bytes.contains(UInt8(ascii: "\r")) { return split(separator: "\n").first ?? "" }
        // A line feed is always a Character of its own, so these byte positions are Character bounds.
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: "\n") }) else { return "" }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        return self[start..<end]
    }
}
