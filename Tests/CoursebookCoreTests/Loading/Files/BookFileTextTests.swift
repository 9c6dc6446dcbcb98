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
}
