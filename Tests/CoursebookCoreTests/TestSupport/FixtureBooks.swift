import Foundation

/// Locates the fixture books beside the tests and makes throwaway copies to break on purpose.
enum FixtureBooks {
    /// `Fixtures/` of the test target (this file is in its `TestSupport/`).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A fixture book by folder name.
    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// A fresh temporary folder holding a copy of fixture `name` (or an empty folder for nil).
    static func copy(_ name: String?) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-test-\(UUID().uuidString)")
        if let name {
            try FileManager.default.copyItem(at: url(name), to: target)
        } else {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        }
        return target
    }

    /// Writes `text` to `path` inside `book`, creating folders.
    static func write(_ text: String, _ path: String, in book: URL) throws {
        let url = book.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
