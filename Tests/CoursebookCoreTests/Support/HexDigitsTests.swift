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
}
