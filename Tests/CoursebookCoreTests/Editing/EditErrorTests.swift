import Foundation
import Testing
@testable import CoursebookCore

/// An editing command's errors are worded by the error types: "not a course book" by `BookError`.
struct EditErrorTests {
    @Test func notACourseBookIsWordedAsTheLoaderWordsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edit-error-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var loaderWording = ""
        do { _ = try BookLoader(root: folder).load() } catch { loaderWording = error.description }
        #expect(loaderWording.contains(": error: not a course book: "))
        do {
            _ = try BookEditor(root: folder).perform(dryRun: true) { _ throws(EditError) in }
            Issue.record("an empty folder was edited")
        } catch {
            guard case .notACourseBook = error else { Issue.record("expected notACourseBook, got \(error)"); return }
            #expect(error.description == loaderWording)
        }
    }

    @Test func theOtherCasesSayError() {
        #expect(EditError.usage("unknown course 'x'").description == "error: unknown course 'x'")
        #expect(EditError.io("cannot write").description == "error: cannot write")
    }
}
