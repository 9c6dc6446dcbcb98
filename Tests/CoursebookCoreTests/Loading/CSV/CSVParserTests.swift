import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

@Suite("CSV reading (RFC 4180)")
struct CSVParserTests {
    private func parse(_ bytes: [UInt8]) -> (rows: [CSVRow], problems: [Diagnostic]) {
        var rows: [CSVRow] = []
        let problems = bytes.withUnsafeBytes { buffer in
            CSVParser(path: "t.csv").parse(buffer) { rows.append($0) }
        }
        return (rows, problems)
    }

    private func parse(_ text: String) -> (rows: [CSVRow], problems: [Diagnostic]) { parse(Array(text.utf8)) }

    @Test func quotedFieldsWithCommasQuotesAndNewlines() {
        let (rows, problems) = parse("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\nlast,,\n")
        #expect(problems.isEmpty)
        #expect(rows.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["last", "", ""]])
        #expect(rows.map(\.line) == [1, 2, 4])
        #expect(rows[1].columns == [1, 8, 21])
    }

    @Test func crlfAndBOMAreAccepted() {
        let (rows, problems) = parse([0xEF, 0xBB, 0xBF] + Array("id,name\r\n1,Zoë\r\n\r\n2,Ana\r\n".utf8))
        #expect(problems.isEmpty)
        #expect(rows.map(\.fields) == [["id", "name"], ["1", "Zoë"], ["2", "Ana"]])
        #expect(rows.map(\.line) == [1, 2, 4])
    }

    @Test func lastLineWithoutNewline() {
        #expect(parse("a,b\n1,2").rows.map(\.fields) == [["a", "b"], ["1", "2"]])
    }

    @Test func unterminatedQuoteIsLocatedAtTheOpeningQuote() {
        let (_, problems) = parse("a,b\n1,\"never closed\n2,3\n")
        #expect(problems.map(\.description) == ["t.csv:2:3: error: quoted field is never closed"])
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        let (_, problems) = parse("a,b\n\"x\"y,2\n")
        #expect(problems.first?.location == SourceLocation(path: "t.csv", line: 2, column: 4))
    }

    @Test func invalidUTF8AndUTF16AreReported() {
        let (_, invalid) = parse(Array("a,b\n1,".utf8) + [0xFF, 0xFE, 0x41] + Array("\n".utf8))
        #expect(invalid.map(\.description) == ["t.csv:2:3: error: field is not valid UTF-8 text"])
        let (_, utf16) = parse([0xFF, 0xFE, 0x61, 0x00])
        #expect(utf16.first?.message.contains("UTF-16") == true)
    }

    @Test func columnsCountCharactersNotBytes() {
        let (rows, _) = parse("ö,ü,x\n")
        #expect(rows[0].columns == [1, 3, 5])
    }

    @Test func headersMatchCaseInsensitivelyInAnyOrder() throws {
        let book = try FixtureBooks.copy(nil)
        defer { try? FileManager.default.removeItem(at: book) }
        try FixtureBooks.write("Extra,STUDENT,Course\nx,amara,alg\ny,bjorn\n", "e.csv", in: book)
        var values: [[String?]] = []
        let problems = CSVTable.read(BookFile(bookRoot: book, relativePath: "e.csv"), required: ["course", "student"]) { table, row in
            values.append([table.value("course", in: row), table.value("student", in: row)])
        }
        #expect(values == [["alg", "amara"]])
        #expect(problems.map(\.description) == ["e.csv:3:1: error: row has 2 fields but the header has 3"])
    }

    @Test func emptyFilesAndMissingColumnsAreReported() throws {
        let book = try FixtureBooks.copy(nil)
        defer { try? FileManager.default.removeItem(at: book) }
        try FixtureBooks.write("", "empty.csv", in: book)
        try FixtureBooks.write("course\nalg\n", "short.csv", in: book)
        try FileManager.default.createDirectory(at: book.appendingPathComponent("dir.csv"), withIntermediateDirectories: true)
        let empty = CSVTable.read(BookFile(bookRoot: book, relativePath: "empty.csv"), required: ["course"]) { _, _ in }
        #expect(empty.first?.message.contains("file is empty") == true)
        let short = CSVTable.read(BookFile(bookRoot: book, relativePath: "short.csv"), required: ["course", "student"]) { _, _ in }
        #expect(short.map(\.description) == ["short.csv:1:1: error: header is missing column student (expected course,student)"])
        let folder = CSVTable.read(BookFile(bookRoot: book, relativePath: "dir.csv"), required: ["course"]) { _, _ in }
        #expect(folder.first?.message.contains("is a folder") == true)
    }
}
