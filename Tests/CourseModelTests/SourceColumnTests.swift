import CourseModel
import Testing

/// Every printed column counts characters (Unicode scalars), never bytes.
@Suite("Source columns")
struct SourceColumnTests {
    @Test func asciiColumnsAreTheByteColumns() {
        #expect(SourceColumn.characterColumn(ofByteColumn: 1, inLine: Array("abc".utf8)) == 1)
        #expect(SourceColumn.characterColumn(ofByteColumn: 3, inLine: Array("abc".utf8)) == 3)
    }

    @Test func nonASCIITextCountsOneColumnPerCharacter() {
        let line = Array("Zoë, Łódź — x".utf8)
        // 'x' is byte 19 (1-based): ë, Ł, ó and ź take two bytes, — three.
        #expect(SourceColumn.characterColumn(ofByteColumn: 19, inLine: line) == 13)
        #expect(SourceColumn.characterColumn(ofByte: 18, inLine: line) == 13)
    }

    @Test func aCombiningMarkIsACharacterOfItsOwn() {
        // e + U+0301 is one grapheme but two scalars, as Emacs and GCC count it.
        #expect(SourceColumn.characterColumn(ofByteColumn: 4, inLine: Array("e\u{301}x".utf8)) == 3)
    }

    @Test func pastTheEndEachMissingByteIsAColumn() {
        #expect(SourceColumn.characterColumn(ofByte: 5, inLine: Array("ë".utf8)) == 5)
    }

    @Test func aCharacterColumnGivesBackItsByteOffset() {
        let line = Array("Zoë, Łódź — x".utf8)
        #expect(SourceColumn.byteOffset(ofCharacterColumn: 13, inLine: line) == 18)
        #expect(SourceColumn.byteOffset(ofCharacterColumn: 1, inLine: line) == 0)
        #expect(SourceColumn.byteOffset(ofCharacterColumn: 40, inLine: line) == line.count)
        for offset in [0, 2, 4, 18] {
            #expect(SourceColumn.byteOffset(ofCharacterColumn: SourceColumn.characterColumn(ofByte: offset, inLine: line), inLine: line) == offset)
        }
    }
}
