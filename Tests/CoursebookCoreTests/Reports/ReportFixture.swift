import Foundation
import Testing
@testable import CourseModel
@testable import CoursebookCore

/// The report fixture book and the golden-file check shared by the report tests.
enum ReportFixture {
    /// The test target's folder (this file is in its `Reports/`), found from the source path so no
    /// resource bundle is needed.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/report-book`: four courses, accented and hostile names, a teacher without courses.
    static let bookURL = testsFolder.appendingPathComponent("Fixtures/report-book")

    /// The date every fixture report describes (a Monday in the fixture term).
    static let today = LocalDate(iso: "2026-10-05")!

    /// The fixture book, loaded and checked.
    static func book() throws -> CourseBook {
        try BookLoader(root: bookURL).load().book
    }

    /// Options for the whole day `today` (its end, term-local), as `--today 2026-10-05` gives.
    static func options(_ book: CourseBook) -> ReportOptions {
        ReportOptions.at(Instant(secondsSince1970: 0), today: today, term: book.term)
    }

    /// Compares `text` byte for byte with `Golden/reports/<name>`; `COURSEBOOK_RECORD=1` rewrites it instead.
    static func expectGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = testsFolder.appendingPathComponent("Golden/reports").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["COURSEBOOK_RECORD"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); record it with COURSEBOOK_RECORD=1 swift test --filter Report", sourceLocation: sourceLocation)
            return
        }
        #expect(text == expected, "\(name) differs from its golden file; re-record with COURSEBOOK_RECORD=1 if the change is intended", sourceLocation: sourceLocation)
    }
}
