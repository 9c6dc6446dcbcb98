/// GFM's extended autolinks: a bare `https://…`, `http://…` or `www.…` address in text becomes a
/// link, as GitHub shows it, and so does a bare e-mail address (`mailto:`). One linear pass over a
/// text run's bytes.
///
/// An address starts at the run's start or after white space or one of `*_~(`, needs a domain
/// with a dot, and ends at white space or `<`; trailing `?!.,:*_~` are not part of it, nor a
/// closing `)` that has no opening one inside it, nor a trailing `&name;` entity.
enum Autolinks {
    /// One address found: its bytes in the run and the link's address.
    struct Match: Equatable {
        var range: Range<Int>
        var url: String
    }

    static func find(in text: ArraySlice<UInt8>) -> [Match] {
        var matches: [Match] = []
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "@") {
                let floor = matches.last.map { text.startIndex + $0.range.upperBound } ?? text.startIndex
                if let email = emailMatch(text, at: index, notBefore: floor) {
                    matches.append(email)
                    index = text.startIndex + email.range.upperBound
                } else {
                    index += 1
                }
                continue
            }
            guard byte == UInt8(ascii: "h") || byte == UInt8(ascii: "w") || byte == UInt8(ascii: "H") || byte == UInt8(ascii: "W"),
                  index == text.startIndex || isBoundary(text[index - 1]),
                  let prefix = prefixLength(text, at: index)
            else { index += 1; continue }
            let domainStart = index + prefix.length
            // A domain is at most 253 bytes, so a failed candidate costs at most that much and a
            // long run of near-misses stays linear; only a valid one is read to its end.
            var domainEnd = domainStart
            while domainEnd < text.endIndex, domainEnd - domainStart <= 253, isDomainByte(text[domainEnd]) { domainEnd += 1 }
            guard hasValidDomain(trimmedDomain(text[domainStart..<domainEnd])) else { index += 1; continue }
            let end = trimmedEnd(text, from: index, to: runEnd(text, from: domainEnd))
            guard end > domainStart else { index += 1; continue }
            let written = String(decoding: text[index..<end], as: UTF8.self)
            matches.append(Match(range: (index - text.startIndex)..<(end - text.startIndex), url: prefix.isWWW ? "http://" + written : written))
            index = end
        }
        return matches
    }

    /// The address around the `@` at `at`, as cmark-gfm reads one: a local part of letters,
    /// digits and `.+-_` back from the `@` (not into an earlier match), then a domain of letters,
    /// digits, `-` and `_` with at least one dot followed by a letter or digit, ending in a letter.
    private static func emailMatch(_ text: ArraySlice<UInt8>, at: Int, notBefore floor: Int) -> Match? {
        var start = at
        while start > floor, isAlphanumeric(text[start - 1]) || Array(".+-_".utf8).contains(text[start - 1]) { start -= 1 }
        guard start < at else { return nil }
        var end = at + 1
        var dots = 0
        while end < text.endIndex {
            let byte = text[end]
            if isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                end += 1
            } else if byte == UInt8(ascii: "."), end + 1 < text.endIndex, isAlphanumeric(text[end + 1]) {
                dots += 1
                end += 1
            } else {
                break
            }
        }
        guard end - at >= 2, dots > 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(text[end - 1] | 0x20) else { return nil }
        let written = String(decoding: text[start..<end], as: UTF8.self)
        return Match(range: (start - text.startIndex)..<(end - text.startIndex), url: "mailto:" + written)
    }

    private static func isBoundary(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "(")].contains(byte)
    }

    /// The length of `https://`, `http://` or `www.` at `index` (case-insensitive), if one is there.
    private static func prefixLength(_ text: ArraySlice<UInt8>, at index: Int) -> (length: Int, isWWW: Bool)? {
        for (prefix, isWWW) in [("https://", false), ("http://", false), ("www.", true)] {
            let bytes = Array(prefix.utf8)
            guard text.endIndex - index > bytes.count else { continue }
            if zip(text[index..<(index + bytes.count)], bytes).allSatisfy({ ($0 | 0x20) == $1 || $0 == $1 }) { return (bytes.count, isWWW) }
        }
        return nil
    }

    /// Where the address's run of non-space bytes ends.
    private static func runEnd(_ text: ArraySlice<UInt8>, from start: Int) -> Int {
        var end = start
        while end < text.endIndex, text[end] > 0x20, text[end] != UInt8(ascii: "<") { end += 1 }
        return end
    }

    /// `end` moved back over trailing punctuation, unbalanced `)` and a trailing entity.
    private static func trimmedEnd(_ text: ArraySlice<UInt8>, from start: Int, to runEnd: Int) -> Int {
        var end = runEnd
        var opens = 0, closes = 0
        for byte in text[start..<end] {
            if byte == UInt8(ascii: "(") { opens += 1 } else if byte == UInt8(ascii: ")") { closes += 1 }
        }
        while end > start {
            let last = text[end - 1]
            if Array("?!.,:*_~".utf8).contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ")"), closes > opens {
                closes -= 1
                end -= 1
            } else if last == UInt8(ascii: ";"), let amp = text[start..<(end - 1)].lastIndex(of: UInt8(ascii: "&")),
                      amp + 1 < end - 1, text[(amp + 1)..<(end - 1)].allSatisfy({ isAlphanumeric($0) }) {
                end = amp
            } else {
                break
            }
        }
        return end
    }

    private static func isDomainByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
    }

    /// The domain without the trailing dots that end a sentence (`see www.example.org.`).
    private static func trimmedDomain(_ domain: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var domain = domain
        while domain.last == UInt8(ascii: ".") { domain = domain.dropLast() }
        return domain
    }

    /// Labels split by dots, at least two, none empty, no `_` in the last two (GFM's rule).
    private static func hasValidDomain(_ domain: ArraySlice<UInt8>) -> Bool {
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return false }
        return !labels.suffix(2).contains { $0.contains(UInt8(ascii: "_")) }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
