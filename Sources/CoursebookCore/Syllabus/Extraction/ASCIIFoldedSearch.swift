/// Phrase tests that run on every row, cell or paragraph of every page: the text's UTF-8 bytes
/// are searched with ASCII letters folded to lower case, instead of lower-casing a `String` and
/// asking Foundation's `range(of:)` (which showed in profiles of the syllabus stage).
enum ASCIIFoldedSearch {
    /// Whether `text` holds `phrase` (written in lower case), ASCII letters compared without case;
    /// with `atWordStart`, only where no letter comes right before it (`intuition` holds no `tuition`).
    static func contains(_ text: some StringProtocol, _ phrase: String, atWordStart: Bool = false) -> Bool {
        let bytes = Array(text.utf8)
        let needle = Array(phrase.utf8)
        guard !needle.isEmpty else { return true }
        guard needle.count <= bytes.count else { return false }
        for start in 0...(bytes.count - needle.count) where fold(bytes[start]) == needle[0] {
            if atWordStart, start > 0, isLetter(bytes[start - 1]) { continue }
            if (1..<needle.count).allSatisfy({ fold(bytes[start + $0]) == needle[$0] }) { return true }
        }
        return false
    }

    /// Whether `text` opens with `phrase` (lower case), ASCII letters compared without case.
    static func hasPrefix(_ text: some StringProtocol, _ phrase: String) -> Bool {
        let needle = phrase.utf8
        var bytes = text.utf8.makeIterator()
        for expected in needle {
            guard let byte = bytes.next(), fold(byte) == expected else { return false }
        }
        return true
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
    }
}
