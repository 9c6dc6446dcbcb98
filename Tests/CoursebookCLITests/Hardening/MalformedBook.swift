import Foundation

/// One way to break a copy of the valid fixture book, and the diagnostics it must give.
struct MalformedBook: Sendable, CustomStringConvertible {
    /// One expected diagnostic: path, line (0: the whole file), column (nil: any) and a phrase.
    struct Expected: Sendable {
        let path: String
        let line: Int
        let column: Int?
        let phrase: String
    }

    let name: String
    let mutate: @Sendable (URL) throws -> Void
    /// Exactly these errors; empty for variants that must still load.
    let expected: [Expected]
    var description: String { name }

    init(_ name: String, _ expected: [Expected], _ mutate: @escaping @Sendable (URL) throws -> Void) {
        self.name = name
        self.expected = expected
        self.mutate = mutate
    }

    /// An expected error.
    static func at(_ path: String, _ line: Int, _ column: Int? = nil, _ phrase: String) -> Expected {
        Expected(path: path, line: line, column: column, phrase: phrase)
    }
}

/// Small edits to a book's files for the malformed-book table.
enum Mutation {
    static func write(_ text: String, _ path: String) -> @Sendable (URL) throws -> Void {
        { book in try bytes(Array(text.utf8), path)(book) }
    }

    static func bytes(_ bytes: [UInt8], _ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    static func append(_ text: String, _ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            try (try Data(contentsOf: url) + Data(text.utf8)).write(to: url)
        }
    }

    static func replace(_ old: String, _ new: String, in path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "\(path) has no '\(old)'"]) }
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
    }

    /// Rewrites a text file with CRLF line endings and/or a UTF-8 BOM.
    static func recode(_ path: String, crlf: Bool, bom: Bool) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            if crlf { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
            try ((bom ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data(text.utf8)).write(to: url)
        }
    }

    /// Rewrites a text file as UTF-16 little-endian with its BOM.
    static func utf16(_ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(to: url)
        }
    }

    /// Replaces a file by a folder of the same name.
    static func folder(_ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            try Data("x".utf8).write(to: url.appendingPathComponent("inside.txt"))
        }
    }

    /// Replaces a file by a named pipe: opening it for reading would block forever.
    static func fifo(_ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            try FileManager.default.removeItem(at: url)
            guard mkfifo(url.path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    /// Replaces a file by a symbolic link to nowhere.
    static func danglingLink(_ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/nonexistent/coursebook-\(UUID().uuidString)")
        }
    }

    /// Takes every permission from a file (root still reads it; see `permissionsApply`).
    static func unreadable(_ path: String) -> @Sendable (URL) throws -> Void {
        { book in
            let url = book.appendingPathComponent(path)
            guard chmod(url.path, 0) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        }
    }

    /// Whether mode bits stop this process from reading (false for root).
    static var permissionsApply: Bool { getuid() != 0 }
}
