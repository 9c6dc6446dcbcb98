/// The lower-case words of a heading, split at anything that is not a letter or digit.
///
/// ASCII headings (nearly all of them) are split on bytes; others go through `Character`
/// properties, which give the same words for ASCII.
enum HeadingWords {
    /// Lower-case words of `text`.
    static func lowercased(_ text: String) -> [String] {
        var words: [String] = []
        var ascii = true
        var copy = text
        copy.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { ascii = false; return }
            var word: [UInt8] = []
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
                default:
                    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                    word.removeAll(keepingCapacity: true)
                }
            }
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        }
        guard !ascii else { return words }
        return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
