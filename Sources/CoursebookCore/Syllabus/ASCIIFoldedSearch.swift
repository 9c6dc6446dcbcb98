/// Phrase tests that run on every row, cell or paragraph of every page: the text's UTF-8 bytes
/// are searched with ASCII letters folded to lower case, instead of lower-casing a `String` and
/// asking Foundation's `range(of:)` (which showed in profiles of the syllabus stage).
enum ASCIIFoldedSearch {
    /// Whether `text` holds `phrase` (written in lower case), ASCII letters compared without case;
    /// with `atWordStart`, only where no letter comes right before it (`intuition` holds no `tuition`).
    static func contains(_ text: some StringProtocol, _ phrase: String, atWordStart: Bool = false) -> Bool {
        let needle = Array(phrase.utf8)
        guard let first = needle.first else { return true }
        var haystack = text.utf8.makeIterator()
        // A sliding window as long as the phrase, so the text is read once and never copied.
        var window: [UInt8] = []
        window.reserveCapacity(needle.count + 1)
        var before: UInt8 = 0x20
        while let byte = haystack.next() {
            window.append(fold(byte))
            if window.count > needle.count { before = window.removeFirst() }
            if window.count == needle.count, window[0] == first, window == needle, !atWordStart || !isLetter(before) { return true }
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
