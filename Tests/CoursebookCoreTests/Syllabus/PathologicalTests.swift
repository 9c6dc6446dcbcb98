import Foundation
import Testing
@testable import CourseMarkdown
@testable import CoursebookCore

/// Every input of cmark's pathological list goes through the extractor and is either read or
/// rejected with a clear error; `scripts/check-pathological.sh` times the same inputs (1 s each).
@Suite("Hostile pages")
struct PathologicalTests {
    @Test func theListHasAllUpstreamCasesAndOurs() {
        #expect(Pathological.cases.count == 38)
        #expect(Set(Pathological.cases.map(\.name)).count == 38)
    }

    /// The staircase is refused by the screen, before libcmark builds millions of nodes, at the line
    /// where the nesting summed over lines passes the limit, and the message names that limit.
    @Test func aListStaircaseIsRejectedWhereTheNestingLimitIsPassed() throws {
        let limit = MarkdownLimits.default.maxContainerWork
        #expect(throws: SyllabusError.rejected(path: "stair.md", line: 316, reason: "Markdown too complex to parse safely: lists or block quotes nested too deeply on too many lines (more than \(limit) levels of nesting in all by this line)")) {
            try SyllabusExtractor().extract(Pathological.staircase(lines: 2_800), path: "stair.md")
        }
        do {
            _ = try SyllabusExtractor().extract(Pathological.staircase(lines: 2_800), path: "stair.md")
        } catch {
            #expect(error.description.hasPrefix("stair.md:316:1: error: "), "\(error.description)")
        }
        // 1 + 2 + … + 315 = 49,770 stays under the limit; line 316 passes it.
        #expect(throws: Never.self) { try MarkdownParser.parse(Pathological.staircase(lines: 315)) }
    }

    /// A flat page with more nodes than the budget is refused at the line the budget ran out on,
    /// however the nodes are made.
    @Test func aPageWithTooManyNodesIsRejected() throws {
        let text = String(repeating: "*a* *b* `c` d\n", count: 40_000)
        do {
            _ = try MarkdownParser.parse(text)
            Issue.record("a page of 40,000 lines of inline markup was accepted")
        } catch {
            #expect(error.description.contains("more than \(MarkdownLimits.default.maxNodes) Markdown elements"), "\(error)")
            #expect(error.line > 1_000 && error.line < 40_000, "\(error.line)")
        }
    }

    @Test(arguments: Pathological.cases)
    func parsesOrRejects(_ input: Pathological.Case) throws {
        if let folder = ProcessInfo.processInfo.environment["COURSEBOOK_PATHOLOGICAL_DIR"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(input.text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(input.name + ".md"))
        }
        do {
            let syllabus = try SyllabusExtractor(origin: .local(path: input.name + ".md")).extract(input.text, path: input.name + ".md")
            #expect(!syllabus.html.isEmpty || input.text.allSatisfy { $0 == "\n" } || !syllabus.notices.isEmpty)
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
