import Foundation
import Testing
@testable import CoursebookCore

/// The temporary mirror an edit is checked in: private to its user, and gone once a later
/// command sees that the process which made it is dead.
struct BookOverlayTests {
    @Test func theMirrorIsPrivateAndAKilledCommandsMirrorIsRemovedByTheNext() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-overlay-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        // A process that has ended: its id names an abandoned mirror.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let abandoned = parent.appendingPathComponent("\(BookOverlay.prefix)\(ended.processIdentifier)-left")
        let running = parent.appendingPathComponent("\(BookOverlay.prefix)\(getpid())-running")
        let unrelated = parent.appendingPathComponent("coursebook-edit-notes")
        for folder in [abandoned, running, unrelated] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

        let overlay = try BookOverlay(of: FixtureBooks.url("site-book"), applying: BookEdit(), in: parent)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: overlay.root.path)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0, "the mirror is readable by others: \(String(mode, radix: 8))")
        #expect(FileManager.default.fileExists(atPath: overlay.root.appendingPathComponent("coursebook.yml").path))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
        overlay.remove()
        #expect(!FileManager.default.fileExists(atPath: overlay.root.path))
    }
}
