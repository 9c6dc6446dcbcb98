import ArgumentParser
import Foundation
import Testing
@testable import CoursebookCLI
@testable import CoursebookCore
import CourseModel

@Suite("coursebook report")
struct ReportCommandTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CoursebookCoreTests/Fixtures/report-book").path
    private static let epoch = Instant(secondsSince1970: 0)

    @Test func parsesEveryOption() throws {
        let command = try ReportCommand.parse([
            "notes", "book", "--course", "alg", "--format", "html", "--output", "out.html", "--today", "2026-10-05",
            "--session", "2026-09-14", "--order", "asc", "--days", "7", "--hours", "12", "--matrix", "--offline",
        ])
        #expect(command.kind == .notes)
        #expect(command.format == .html)
        #expect(command.today?.description == "2026-10-05")
        #expect(command.session?.description == "2026-09-14")
        #expect(command.order == .asc)
        #expect((command.days, command.hours, command.matrix, command.offline) == (7, 12, true, true))
        #expect(throws: (any Error).self) { try ReportCommand.parse(["nonsense"]) }
        #expect(throws: (any Error).self) { try ReportCommand.parse(["roster", "--today", "2026-02-30"]) }
    }

    @Test func anUnknownCourseExits64AndNamesTheClosestIds() async throws {
        let command = try ReportCommand.parse(["roster", Self.fixture, "--course", "algg"])
        let failure = #expect(throws: CommandFailure.self) { try command.render(try BookSession.load(Self.fixture), at: Self.epoch) }
        #expect(failure?.status == ExitStatus.usage)
        #expect(failure?.message.hasPrefix("error: unknown course 'algg'; closest: alg") == true)
        await #expect(throws: ExitStatus.usage) { try await command.run() }
    }

    @Test func anUnknownPersonExits64() throws {
        let command = try ReportCommand.parse(["profile", Self.fixture, "--person", "lovelac"])
        let failure = #expect(throws: CommandFailure.self) { try command.render(try BookSession.load(Self.fixture), at: Self.epoch) }
        #expect(failure?.message.hasPrefix("error: unknown person 'lovelac'; closest: lovelace") == true)
    }

    @Test func aThresholdOutside0To100Exits64() async throws {
        for value in ["120", "-1", "nan"] {
            let command = try ReportCommand.parse(["attendance", Self.fixture, "--below=\(value)"])
            let failure = #expect(throws: CommandFailure.self) { try command.render(try BookSession.load(Self.fixture), at: Self.epoch) }
            #expect(failure?.status == ExitStatus.usage)
            #expect(failure?.message.hasPrefix("error: --below must be a percentage from 0 to 100, not ") == true)
            await #expect(throws: ExitStatus.usage) { try await command.run() }
        }
        #expect(throws: (any Error).self) { try ReportCommand.parse(["attendance", "--below", "most"]) }
        let roster = try ReportCommand.parse(["roster", Self.fixture, "--below", "75"])
        let failure = #expect(throws: CommandFailure.self) { try roster.render(try BookSession.load(Self.fixture), at: Self.epoch) }
        #expect(failure?.message == "error: report 'roster' does not take --below")
    }

    @Test func aSigninSheetIsHTMLUnlessAnotherFormatIsAsked() throws {
        let loaded = try BookSession.load(Self.fixture)
        let sheet = try ReportCommand.parse(["signin", Self.fixture, "--course", "alg", "--session", "2026-09-14"]).render(loaded, at: Self.epoch)
        #expect(sheet.hasPrefix("<!DOCTYPE html>"))
        #expect(sheet.contains("<body class=\"sheet\">"))
        let markdown = try ReportCommand.parse(["signin", Self.fixture, "--course", "alg", "--session", "2026-09-14", "--format", "markdown"]).render(loaded, at: Self.epoch)
        #expect(markdown.hasPrefix("# Sign-in sheet\n"))
        #expect(try ReportCommand.parse(["roster", Self.fixture]).render(loaded, at: Self.epoch).hasPrefix("# Roster\n"))
        let wrongDay = try ReportCommand.parse(["signin", Self.fixture, "--course", "alg", "--session", "2026-09-15"])
        let failure = #expect(throws: CommandFailure.self) { try wrongDay.render(loaded, at: Self.epoch) }
        #expect(failure?.status == ExitStatus.usage)
        #expect(failure?.message.hasPrefix("error: course 'alg' has no session on 2026-09-15 (Tue); closest: 2026-09-09 (Wed), 2026-09-14 (Mon)") == true)
    }

    @Test func anInvalidBookExits65() async throws {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("bad-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: book.appendingPathComponent("courses"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: book) }
        try "title: X\nterm: {name: T, start: 2026-09-07, end: 2026-09-01, timezone: Nowhere/City}\n"
            .write(to: book.appendingPathComponent("coursebook.yml"), atomically: true, encoding: .utf8)
        await #expect(throws: ExitStatus.dataError) { try await ReportCommand.parse(["roster", book.path]).run() }
    }

    @Test func outputIsWrittenToTheFileGiven() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("roster-\(UUID().uuidString).csv")
        defer { try? FileManager.default.removeItem(at: output) }
        try await ReportCommand.parse(["roster", Self.fixture, "--format", "csv", "--today", "2026-10-05", "--output", output.path]).run()
        let written = try String(contentsOf: output, encoding: .utf8)
        let expected = try ReportCommand.parse(["roster", Self.fixture, "--format", "csv", "--today", "2026-10-05"]).render(try BookSession.load(Self.fixture), at: Self.epoch)
        #expect(written == expected)
        #expect(written.hasPrefix("course,id,last_name,first_name,email\r\n"))
    }

    @Test func deadlinesListTheCoursePagesDatedDeadlinesOffline() async throws {
        let book = URL(fileURLWithPath: Self.fixture).deletingLastPathComponent().appendingPathComponent("site-book").path
        let command = try ReportCommand.parse(["deadlines", book, "--today", "2026-09-09", "--offline", "--format", "csv"])
        let loaded = try BookSession.load(book)
        let deadlines = await ReportCommand.pageDeadlines(loaded, book: book, offline: command.offline)
        let text = try command.render(loaded, at: Self.epoch, pageDeadlines: deadlines)
        #expect(text.contains("2026-09-18,9,alg,Homework,page\r\n"))
    }
}
