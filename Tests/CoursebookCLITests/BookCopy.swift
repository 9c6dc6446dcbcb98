import ArgumentParser
import Foundation
import Testing
@testable import CoursebookCLI

/// A throwaway copy of a fixture book, with every file's bytes taken before a command runs so a
/// test can check that exactly the intended bytes changed.
struct BookCopy {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/CoursebookCoreTests/Fixtures")
    /// The built `coursebook` executable, for tests that need real processes.
    static let executable = packageRoot.appendingPathComponent(".build/debug/coursebook")

    let root: URL
    let before: [String: Data]

    init(_ fixture: String = "edit-book") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-edit-test-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: root)
        before = try Self.files(in: root)
    }

    /// Every file of the book by relative path, without the lock folder.
    static func files(in root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        for case let url as URL in walker {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            guard !path.hasPrefix(".coursebook"), (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }

    /// The original text of `path`.
    func original(_ path: String) -> String { String(decoding: before[path] ?? Data(), as: UTF8.self) }

    /// The current text of `path`.
    func current(_ path: String) -> String? {
        (try? Data(contentsOf: root.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `coursebook ARGS --book COPY` in this process and returns its exit code.
    func run(_ arguments: [String]) -> Int32 {
        Self.exitCode(arguments + ["--book", root.path])
    }

    /// Runs `coursebook ARGS` (a synchronous command) in this process and returns its exit code;
    /// an async command's synchronous `run()` would do nothing, so that is a test failure (use `await`).
    static func exitCode(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Int32 {
        do {
            var command = try CoursebookCommand.parseAsRoot(arguments)
            if command is any AsyncParsableCommand {
                Issue.record("'\(arguments.first ?? "")' is async: call `await BookCopy.exitCode`", sourceLocation: sourceLocation)
                return -1
            }
            try command.run()
            return 0
        } catch {
            return code(for: error)
        }
    }

    /// Runs `coursebook ARGS`, sync or async, in this process and returns its exit code.
    static func exitCode(_ arguments: [String]) async -> Int32 {
        do {
            var command = try CoursebookCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return code(for: error)
        }
    }

    private static func code(for error: any Error) -> Int32 {
        (error as? ExitCode)?.rawValue ?? CoursebookCommand.exitCode(for: error).rawValue
    }

    /// Checks that the files in `expected` now hold exactly that text (nil: deleted) and that every
    /// other file is byte-for-byte as before.
    func expectChanges(_ expected: [String: String?], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let after = try Self.files(in: root)
        for path in Set(before.keys).union(after.keys).sorted() {
            if let wanted = expected[path] {
                #expect(after[path].map { String(decoding: $0, as: UTF8.self) } == wanted, "\(path)", sourceLocation: sourceLocation)
            } else {
                #expect(after[path] == before[path], "\(path) changed", sourceLocation: sourceLocation)
            }
        }
    }

    /// Checks that no file changed.
    func expectUnchanged(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectChanges([:], sourceLocation: sourceLocation)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
