import Foundation
import Testing
@testable import CoursebookCore

/// `AtomicFile.createDurably`, how a journal seal is made: a new file only, never through a link
/// or over a file already there, with the permissions asked for.
struct AtomicFileCreateTests {
    @Test func aNewFileIsCreatedWithItsPermissionsAndNeverOverAnother() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-create-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("seal")
        try AtomicFile.createDurably(Data("/books/fall\n".utf8), at: file, permissions: 0o600)
        #expect(FileManager.default.contents(atPath: file.path) == Data("/books/fall\n".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)

        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.createDurably(Data("other\n".utf8), at: file, permissions: 0o600) }
        #expect(FileManager.default.contents(atPath: file.path) == Data("/books/fall\n".utf8))

        let target = folder.appendingPathComponent("target")
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.createDurably(Data("x\n".utf8), at: link, permissions: 0o600) }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
