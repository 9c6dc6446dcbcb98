import Testing
@testable import CoursebookCore

@Suite("Hex digits")
struct HexDigitsTests {
    @Test func paddedToTheWidthAndNeverCut() {
        #expect(HexDigits.padded(UInt8(0x1f), width: 4) == "001f")
        #expect(HexDigits.padded(UInt32(0xabc), width: 8) == "00000abc")
        #expect(HexDigits.padded(UInt64.max, width: 16) == "ffffffffffffffff")
        #expect(HexDigits.padded(UInt32(0x12345), width: 2) == "12345")
    }

    @Test func upperCaseForAPercentEscape() {
        #expect(HexDigits.padded(UInt32(0x0A), width: 2, uppercase: true) == "0A")
        #expect(HexDigits.padded(UInt32(0x7F), width: 2, uppercase: true) == "7F")
    }

    /// Bytes two digits each: a digest (`SHA256.hex` reads it so), a build id.
    @Test func bytesTwoDigitsEach() {
        #expect(HexDigits.bytes([0x00, 0x0f, 0xa0, 0xff]) == "000fa0ff")
        #expect(HexDigits.bytes([]) == "")
        #expect(SHA256.hex("abc").hasPrefix("ba7816bf"))
    }
}
