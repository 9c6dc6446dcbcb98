import Foundation
import Testing
@testable import CourseMarkdown
@testable import CoursebookCore

/// Every input of cmark's pathological list goes through the extractor and is either read or
/// rejected with a clear error; `scripts/check-pathological.sh` times the same inputs (1 s each).
@Suite("Hostile pages")
struct PathologicalTests {
    @Test func theListHasAllUpstreamCases() {
        #expect(Pathological.cases.count == 25)
        #expect(Set(Pathological.cases.map(\.name)).count == 25)
    }

    @Test(arguments: Pathological.cases)
    func parsesOrRejects(_ input: Pathological.Case) throws {
        if let folder = ProcessInfo.processInfo.environment["COURSEBOOK_PATHOLOGICAL_DIR"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(input.text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(input.name + ".md"))
        }
        do {
            let syllabus = try SyllabusExtractor(origin: .local).extract(input.text, path: input.name + ".md")
            #expect(!syllabus.html.isEmpty || input.text.allSatisfy { $0 == "\n" })
        } catch {
            guard case .rejected(let path, let line, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == input.name + ".md")
            #expect(line >= 1)
            #expect(reason.contains("too complex") || reason.contains("nested"))
        }
    }

    @Test func knownSlowInputsAreRejected() {
        let slow = ["pattern-image-brackets-repeated", "empty-lines-in-deeply-nested-lists",
                    "empty-lines-in-nested-lists-in-block-quote", "emph-in-deep-block-quote"]
        for input in Pathological.cases where slow.contains(input.name) {
            #expect(throws: MarkdownError.self, "\(input.name)") { try MarkdownParser.parse(input.text) }
        }
    }

    @Test func realPagesAreNeverRejected() throws {
        let paragraph = "Read *chapter 3* and **solve** [problem set 2](https://example.com/ps2) before `Thursday`.\n\n"
        var big = "# Big page\n\n"
        while big.utf8.count < 1 << 20 { big += "## Section\n\n" + String(repeating: paragraph, count: 20) + "- item _one_\n- item two\n\n" }
        let bigPage = try SyllabusExtractor().extract(big, path: "big.md")
        #expect(bigPage.links.count > 2_000)

        let nested = (0..<10).map { String(repeating: "  ", count: $0) + "- level \($0) with *emphasis*\n\n" }.joined()
        let nestedPage = try SyllabusExtractor().extract(String(repeating: nested, count: 200), path: "nested.md")
        #expect(nestedPage.html.contains("level 9"))

        let links = (0..<2_000).map { "- [link \($0)](https://example.com/\($0))" }.joined(separator: "\n")
        #expect(try SyllabusExtractor().extract(links, path: "links.md").links.count == 2_000)

        let quotes = String(repeating: "> ", count: 5_000) + "deep"
        #expect(try SyllabusExtractor().extract(quotes, path: "quotes.md").html.contains("deep"))
    }
}
