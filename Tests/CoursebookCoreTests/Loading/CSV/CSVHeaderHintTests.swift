import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// A CSV file a spreadsheet or a copy-paste got wrong gives one error that says what was seen,
/// never one per row; blank spreadsheet rows are skipped with one warning per file.
@Suite("CSV header hints")
struct CSVHeaderHintTests {
    func check(_ files: [String: String]) throws -> [Diagnostic] {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        for (path, text) in files { try FixtureBooks.write(text, path, in: book) }
        switch Result(catching: { () throws(BookError) in try BookLoader(root: book).load() }) {
        case .success(let result): return result.warnings
        case .failure(.invalid(let diagnostics)): return diagnostics
        case .failure(let error): throw error
        }
    }

    @Test func aSemicolonSeparatedFileIsOneErrorThatSaysSo() throws {
        let text = try String(contentsOf: FixtureBooks.url("valid-book").appendingPathComponent("enrollments.csv"), encoding: .utf8)
        let found = try check(["enrollments.csv": text.replacingOccurrences(of: ",", with: ";")])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.location == SourceLocation(path: "enrollments.csv", line: 1, column: 1))
        #expect(found.first?.message.hasPrefix("fields are separated by semicolons, not commas") == true, "\(found)")
    }

    @Test func aTabSeparatedFileIsNamedToo() throws {
        let found = try check(["projects.csv": "course\tname\tdue\nalg\tSorting\t2026-11-01\n"])
        #expect(found.map(\.message).first?.hasPrefix("fields are separated by tabs") == true, "\(found)")
        #expect(found.count == 1)
    }

    @Test func anotherFilesHeaderIsRecognised() throws {
        let found = try check(["projects.csv": "course,student\nalg,amara\n"])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message == "header is missing columns name, due (expected course,name,due); this is the header enrollments.csv has: is it the right file?")
    }

    @Test func blankSpreadsheetRowsAreOneWarning() throws {
        let text = try String(contentsOf: FixtureBooks.url("valid-book").appendingPathComponent("enrollments.csv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(",", at: 2)
        lines.insert(" , ", at: 3)
        let found = try check(["enrollments.csv": lines.joined(separator: "\n"), "bonus.csv": "course,student,points,reason,date\n,,,,\n"])
        #expect(found.map(\.description) == [
            "bonus.csv:2:1: warning: 1 blank row skipped",
            "enrollments.csv:3:1: warning: 2 blank rows (the first here) skipped",
        ])
    }
}

extension CSVHeaderHintTests {
    @Test func aSecondByteOrderMarkIsNamed() throws {
        let text = try String(contentsOf: FixtureBooks.url("valid-book").appendingPathComponent("enrollments.csv"), encoding: .utf8)
        let found = try check(["enrollments.csv": "\u{FEFF}\u{FEFF}" + text])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.hasSuffix("the header holds an invisible character (a second byte-order mark or a zero-width space): save the file as UTF-8 again") == true, "\(found)")
    }
}
