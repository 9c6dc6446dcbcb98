import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Printing wide report tables")
struct PrintLayoutTests {
    /// An attendance matrix shaped like the report's: name, id, six counts, one column per session.
    static func matrix(sessions: Int, students: Int = 3) -> ReportTable {
        let dates = (0..<sessions).map { String(format: "%02d-%02d", 9 + $0 / 28, 1 + $0 % 28) }
        let columns = ["Name", "ID", "Present", "Late", "Absent", "Excused", "Points", "%"] + dates
        let rows = (0..<students).map { index in
            ["Zola, Émile \(index)", "student\(index)", "21", "1", "0", "1", "21.5", "97.7"] + dates.map { _ in "P" }
        }
        return ReportTable(columns: columns, alignments: [.left, .left] + Array(repeating: .right, count: 6) + Array(repeating: .left, count: sessions), rows: rows)
    }

    @Test func partsKeepEveryColumnInOrderAndFitTheBudget() {
        #expect(PrintLayout.chunks(widths: [100, 50, 50, 50, 50], keyColumns: 1, budget: 210) == [1..<3, 3..<5])
        #expect(PrintLayout.chunks(widths: [100, 50, 50], keyColumns: 1, budget: 1000) == [1..<3])
        // A column wider than the page with the key beside it still prints, alone, never dropped.
        #expect(PrintLayout.chunks(widths: [100, 300, 50, 50], keyColumns: 1, budget: 200) == [1..<2, 2..<4])
        #expect(PrintLayout.chunks(widths: [60, 60, 60], keyColumns: 0, budget: 130) == [0..<2, 2..<3])
        #expect(PrintLayout.chunks(widths: [100], keyColumns: 1, budget: 50) == [])
        #expect(PrintLayout.chunks(widths: [50, 50], keyColumns: 5, budget: 80) == [])
    }

    @Test func randomWidthsAreCoveredExactlyOnceByPartsThatFit() {
        var random = SeededGenerator(state: 17)
        for _ in 0..<500 {
            let widths = (0..<(1 + random.next(60))).map { _ in Double(5 + random.next(120)) }
            let keys = random.next(3)
            let budget = Double(100 + random.next(700))
            let parts = PrintLayout.chunks(widths: widths, keyColumns: keys, budget: budget)
            #expect(parts.flatMap { Array($0) } == Array(min(keys, widths.count)..<widths.count), "\(widths) \(keys) \(budget)")
            let keyWidth = widths.prefix(keys).reduce(0, +)
            for part in parts where part.count > 1 {
                #expect(keyWidth + widths[part].reduce(0, +) <= budget)
            }
            // Greedy: the next part's first column would not have fitted on the part before.
            for (part, next) in zip(parts, parts.dropFirst()) {
                #expect(keyWidth + widths[part].reduce(0, +) + widths[next.lowerBound] > budget)
            }
        }
    }

    @Test func aTableGoesPortraitLandscapeOrSplitByItsWidth() {
        #expect(PrintLayout.of(ReportTable(columns: ["Name", "Email", "ID"], rows: [["Zola, Émile", "emile.zola@example.org", "ezola"]])) == .portrait)
        #expect(PrintLayout.of(Self.matrix(sessions: 4)) == .landscape)
        guard case .split(let parts) = PrintLayout.of(Self.matrix(sessions: 32)) else {
            Issue.record("a 32-session matrix fits no page")
            return
        }
        #expect(parts.count == 3)
        #expect(parts.first?.lowerBound == 1 && parts.last?.upperBound == 40)
    }

    /// The width model against what Chromium measured printing `report.css` at 10pt (DejaVu Sans):
    /// a `09-07` header cell is 44.7 pt wide with the portrait padding, and never underestimated.
    @Test func estimatesAreAtLeastTheMeasuredWidths() {
        let measured: [(String, Bool, Double)] = [
            ("09-07", true, 31.9), ("Present", true, 43.6), ("Excused", true, 46.2), ("Zola, Émile", false, 55.9),
            ("Nguyen, Ethan", false, 74.0), ("0123456789", false, 63.6), ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", false, 174.7),
        ]
        for (text, bold, points) in measured {
            let estimate = PrintLayout.textWidth(Substring(text), bold: bold)
            #expect(estimate >= points && estimate <= points * 1.25, "\(text): \(estimate) for \(points)")
        }
    }

    @Test func aSplitTableRepeatsTheNameColumnInEveryPrintedPart() throws {
        let document = ReportDocument(title: "Attendance", sections: [ReportSection(heading: "Course", table: Self.matrix(sessions: 32))], json: .null)
        let html = HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
        #expect(html.contains("<section class=\"report-section wide\">"))
        #expect(html.contains("<header class=\"report-header wide\">"))
        #expect(html.contains("<div class=\"table-scroll screen-only\" tabindex=\"0\" role=\"region\" aria-label=\"Course\">"))
        let parts = html.components(separatedBy: "<table class=\"table-part print-only\">").dropFirst()
        #expect(parts.count == 3)
        var printed: [String] = []
        for (index, part) in parts.enumerated() {
            #expect(part.contains("<caption>Part \(index + 1) of 3: columns "))
            let headers = part.components(separatedBy: "<th scope=\"col\"").dropFirst().map { cell in
                String(cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
            }
            #expect(headers.first == "Name")
            printed += headers.dropFirst()
            #expect(part.components(separatedBy: "<tr>").count - 1 == 4, "the header row and three students")
        }
        #expect(printed == Array(Self.matrix(sessions: 32).columns.dropFirst()))
    }

    @Test func aNarrowTableIsLeftAsItWas() throws {
        let document = ReportDocument(title: "Roster", sections: [ReportSection(heading: "Course", table: ReportTable(columns: ["Name", "ID"], rows: [["A", "a"]]))], json: .null)
        let page = HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
        let html = try #require(page.components(separatedBy: "<main>").last)
        #expect(!html.contains("table-scroll") && !html.contains("table-part") && !html.contains(" wide"))
    }
}
