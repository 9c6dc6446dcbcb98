import ArgumentParser
import Foundation
import Testing
@testable import CoursebookCLI

@Suite("Exit codes")
struct ExitCodeTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CoursebookCoreTests/Fixtures")

    private func exitCode(_ arguments: [String]) async -> Int32 { await BookCopy.exitCode(arguments) }

    @Test func checkExitsZeroOnAValidBook() async {
        #expect(await exitCode(["check", "--quiet", Self.fixtures.appendingPathComponent("valid-book").path]) == 0)
    }

    @Test func checkExits65OnDataErrors() async {
        #expect(await exitCode(["check", "--quiet", Self.fixtures.appendingPathComponent("broken-book").path]) == 65)
    }

    @Test func checkExits66WhenTheFolderIsNotACourseBook() async {
        #expect(await exitCode(["check", Self.fixtures.path]) == 66)
        #expect(await exitCode(["check", "/nonexistent/book"]) == 66)
    }

    @Test func reportOnAnUnknownCourseExits64() async {
        #expect(await exitCode(["report", "sessions", Self.fixtures.appendingPathComponent("valid-book").path, "--course", "nope"]) == 64)
    }

    /// A host that is no IP address is a usage error (ServeError.notAnAddress), before any build.
    @Test func serveOnAHostThatIsNoAddressExits64() async {
        #expect(await exitCode(["serve", Self.fixtures.appendingPathComponent("valid-book").path, "--host", "not-an-address", "--port", "0"]) == 64)
    }

    @Test func unknownFlagsAreUsageErrors() async {
        #expect(await exitCode(["check", "--frobnicate"]) == 64)
    }
}
