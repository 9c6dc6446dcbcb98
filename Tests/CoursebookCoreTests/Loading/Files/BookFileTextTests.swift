import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// An invalid UTF-8 byte is reported at its character column.
@Suite("Book file text")
struct BookFileTextTests {
    @Test func anInvalidByteAfterNonASCIITextIsAtItsCharacterColumn() {
        var found: [Diagnostic] = []
        let text = BookFile.decodeText(Data(Array("name: x\nZoë, Łódź — ".utf8) + [0xFF] + Array("\n".utf8)), path: "people.csv", diagnostics: &found)
        #expect(text == nil)
        #expect(found.map(\.description) == ["people.csv:2:13: error: file is not valid UTF-8 text"])
    }

    /// The byte-level rules every reader of a book file's text asks (`decodeText`, the CSV parser,
    /// the page fetcher, the YAML and CSV editors): a UTF-16 mark, a UTF-8 BOM, the first line's ending.
    @Test func byteOrderMarksAndTheFirstLineEnding() {
        #expect(BookFile.startsAsUTF16([0xFF, 0xFE, 0x61, 0x00]))
        #expect(BookFile.startsAsUTF16([0xFE, 0xFF, 0x00, 0x61]))
        #expect(!BookFile.startsAsUTF16([0xFF]))
        #expect(BookFile.utf8BOMLength([0xEF, 0xBB, 0xBF, 0x61]) == 3)
        #expect(BookFile.utf8BOMLength([0xEF, 0xBB]) == 0)
        #expect(BookFile.lineEnding(Array("a\r\nb\n".utf8)) == [0x0D, 0x0A])
        #expect(BookFile.lineEnding(Array("a\nb\r\n".utf8)) == [0x0A])
        #expect(BookFile.lineEnding(Array("\nb\r\n".utf8)) == [0x0A])
        #expect(BookFile.lineEnding(Array("no ending".utf8)) == [0x0A])
        var found: [Diagnostic] = []
        #expect(BookFile.decodeText(Data([0xFF, 0xFE, 0x61, 0x00]), path: "people.csv", diagnostics: &found) == nil)
        #expect(found.map(\.description) == ["people.csv:1:1: error: file is UTF-16; save it as UTF-8"])
        #expect(BookFile.decodeText(Data([0xEF, 0xBB, 0xBF] + Array("id".utf8)), path: "people.csv", diagnostics: &found) == "id")
    }
}
