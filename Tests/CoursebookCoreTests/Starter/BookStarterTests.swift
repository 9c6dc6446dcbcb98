import Foundation
import Testing
@testable import CoursebookCore

/// `coursebook init`'s book is valid and keeps generated files out of git from the first commit.
@Suite("Book starter")
struct BookStarterTests {
    private func starter() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-init-\(UUID().uuidString)")
        try BookStarter.create(at: folder)
        return folder
    }

    @Test func theStarterBookHasNoProblems() throws {
        let folder = try starter()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BookLoader(root: folder).load()
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func gitIgnoresTheBuiltSitesAndTheToolsFolder() throws {
        let folder = try starter()
        defer { try? FileManager.default.removeItem(at: folder) }
        let git = try #require(["/usr/bin/git", "/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) })
        func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = ["-C", folder.path] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, output)
        }
        #expect(try run(["init", "-q"]).status == 0)
        for generated in ["_site/index.html", "_site-staff/index.html", ".coursebook/journal", ".coursebook/cache/page-1.json"] {
            #expect(try run(["check-ignore", "-q", "--no-index", generated]).status == 0, "\(generated) is not ignored")
        }
        for kept in ["coursebook.yml", "people.csv", "courses/intro.yml", "pages/intro.md", "notes/site/x.md"] {
            #expect(try run(["check-ignore", "-q", "--no-index", kept]).status == 1, "\(kept) is ignored")
        }
    }
}
