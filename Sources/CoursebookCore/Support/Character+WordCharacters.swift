extension Character {
    /// `isLetter || isNumber`, answered from the byte for one-byte (ASCII) characters: dates and
    /// keywords are scanned character by character, and the Unicode property lookup would cost
    /// more than the rest of the scan.
    var isWordCharacter: Bool {
        guard let byte = singleByte else { return isLetter || isNumber }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// `isLetter`, answered from the byte for one-byte (ASCII) characters.
    var isWordLetter: Bool {
        guard let byte = singleByte else { return isLetter }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The character's only UTF-8 byte, when it is a single ASCII byte.
    private var singleByte: UInt8? {
        let utf8 = self.utf8
        return utf8.count == 1 ? utf8.first : nil
    }
}
