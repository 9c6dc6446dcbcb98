import ArgumentParser
import Foundation
import Testing
@testable import CoursebookCLI

@Suite("Exit codes")
struct ExitCodeTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CoursebookCoreTests/Fixtures")

    private func exitCode(_ arguments: [String]) -> Int32 { BookCopy.exitCode(arguments) }

    @Test func checkExitsZeroOnAValidBook() {
        #expect(exitCode(["check", "--quiet", Self.fixtures.appendingPathComponent("valid-book").path]) == 0)
    }

    @Test func checkExits65OnDataErrors() {
        #expect(exitCode(["check", "--quiet", Self.fixtures.appendingPathComponent("broken-book").path]) == 65)
    }

    @Test func checkExits66WhenTheFolderIsNotACourseBook() {
        #expect(exitCode(["check", Self.fixtures.path]) == 66)
        #expect(exitCode(["check", "/nonexistent/book"]) == 66)
    }

    @Test func reportOnAnUnknownCourseExits64() {
        #expect(exitCode(["report", "sessions", Self.fixtures.appendingPathComponent("valid-book").path, "--course", "nope"]) == 64)
    }

    @Test func unknownFlagsAreUsageErrors() {
        #expect(exitCode(["check", "--frobnicate"]) == 64)
    }
}
