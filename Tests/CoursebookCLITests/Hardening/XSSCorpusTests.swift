import CoursebookCore
import Foundation
import Testing

/// Script vectors in every free-text field of a book and in its course page: the public and staff
/// sites and every report format must hold none of them in executable form.
@Suite("XSS corpus")
struct XSSCorpusTests {
    /// Vectors for plain-text fields (names, titles, rooms, reasons, note bodies).
    static let textVectors = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(2)>", "<svg onload=alert(3)>", "<svg><script>alert(4)</script></svg>",
        "\" onmouseover=\"alert(5)", "' onfocus='alert(6)' autofocus='", "</textarea><script>alert(7)</script>",
        "</title><script>alert(8)</script>", "</script><script>alert(9)</script>", "<a href=\"javascript:alert(10)\">a</a>",
        "<a href=\"JaVaScRiPt:alert(11)\">b</a>", "<a href=\"jav&#x09;ascript:alert(12)\">c</a>", "<a href=\"&#106;avascript:alert(13)\">d</a>",
        "<a href=\"vbscript:msgbox(14)\">e</a>", "<iframe src=\"data:text/html,<script>alert(15)</script>\"></iframe>",
        "<!--<script>alert(16)//-->", "]]><script>alert(17)</script>", "\u{2028}</script>\u{2029}<script>alert(18)</script>",
        "<math><a xlink:href=\"javascript:alert(19)\">f</a></math>", "<body onload=alert(20)>", "{{{raw}}}<object data=x>",
    ]

    /// Vectors for Markdown course pages and note bodies.
    static let markdownVectors = [
        "[a](javascript:alert(101))", "[b](JaVaScRiPt:alert(102))", "[c](&#106;avascript:alert(103))", "[d](jav&#x09;ascript:alert(104))",
        "[e](vbscript:msgbox(105))", "[f](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMDYpPC9zY3JpcHQ+)", "<javascript:alert(107)>",
        "<vbscript:msgbox(108)>", "[g][evil]\n\n[evil]: javascript:alert(109)", "![h](javascript:alert(110))",
        "![i](data:image/svg+xml,<svg onload=alert(111)>)", "<script>alert(112)</script>", "<svg onload=alert(113)>",
        "<a href=\"javascript:alert(114)\">j</a>", "<div onclick=\"alert(115)\">k</div>", "[l](<javascript:alert(116)>)",
        "<textarea></textarea><script>alert(117)</script>", "[m](java\nscript:alert(118))", "[n](  javascript:alert(119))",
        "<img src=x onerror=alert(120)>",
        // Raw HTML that an HTML5 parser reads differently from a tag scanner (mutation XSS), kept
        // tags with hostile attributes, and addresses hidden by entities.
        "<noscript><p title=\"</noscript><img src=x onerror=alert(121)>\"></noscript>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(122)></style></mglyph></table></mtext></math>",
        "<table><tr><td><a href=\"jav&#x09;ascript:alert(123)\">o</a></td></tr></table>",
        "<details open ontoggle=alert(124)><summary>p</summary></details>",
        "<iframe srcdoc=\"<script>alert(125)</script>\"></iframe>",
        "<a href=\" &#14;javascript:alert(126)\">q</a>", "<img src=\"data:text/html,<script>alert(127)</script>\">",
        "<form action=\"javascript:alert(128)\"><button>r</button></form>", "<sup style=\"background:url(javascript:alert(129))\">s</sup>",
    ]

    static var payload: String { textVectors.joined(separator: " ") }

    private static func csv(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    private static func yaml(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0 == "\\" ? "\\\\" : $0 == "\"" ? "\\\"" : $0.value == 0x2028 ? "\\L" : $0.value == 0x2029 ? "\\P" : String($0) }.joined() + "\""
    }

    /// The site fixture with the payload in every free-text field.
    static func hostileBook() throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-xss-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        let p = csv(payload)
        let y = yaml(payload)
        func write(_ text: String, _ path: String) throws {
            let url = book.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("title: \(y)\nterm:\n  name: \(y)\n  start: 2026-09-07\n  end: 2026-12-11\n  timezone: America/New_York\n  holidays:\n    - {date: 2026-11-26, name: \(y)}\n", "coursebook.yml")
        try write("id,first_name,last_name,email,role\ntlovelace,\(p),\(p),ada.lovelace@canary.example.edu,teacher\nqzcanary,\(p),\(p),qz@canary.example.edu,student\nplain,Pat,\(p),pat@canary.example.edu,student\n", "people.csv")
        try write("name: \(y)\nsubject: \(y)\nbranch: \(y)\nteacher: tlovelace\nmeets:\n  - days: TR\n    start: \"10:00\"\n    end: \"11:15\"\n    room: \"N-101\\r\\nX-INJECTED:1 \(y.dropFirst().dropLast())\"\nsessions:\n  extra:\n    - {date: 2026-11-06, start: \"09:00\", end: \"10:00\", room: \(y), title: \(y)}\npage: pages/alg.md\n", "courses/alg.yml")
        try write("course,name,due,done\nalg,\(p),2026-10-02,yes\nalg,\(csv("x" + payload)),2026-12-04T17:00,no\n", "projects.csv")
        try write("course,student,points,reason,date\nalg,qzcanary,3,\(p),2026-09-08\n", "bonus.csv")
        let markdown = "# \(payload)\n\n" + markdownVectors.joined(separator: "\n\n") + "\n\n## Homework \(payload)\n\n- task \(payload)\n"
        try write(markdown, "pages/alg.md")
        try write("---\ntitle: \(y)\ncreated: 2026-09-08T11:30:00-04:00\ntags: \(y)\n---\n\(markdown)", "notes/alg/2026-09-08-first-meeting.md")
        return book
    }

    /// Every problem the scanner finds in the files under `folder`.
    static func scanTree(_ folder: URL) -> [String] {
        var problems: [String] = []
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else { continue }
            problems += ExecutableVectorScanner.scan(String(decoding: data, as: UTF8.self), path: path)
        }
        return problems
    }

    @Test func theCorpusIsLargeEnough() {
        #expect(Set(Self.textVectors).count >= 20 && Set(Self.markdownVectors).count >= 20)
    }

    @Test func theScannerFindsEachVectorWhenItIsNotEscaped() {
        for vector in Self.textVectors + Self.markdownVectors where vector.contains("<") && !vector.hasPrefix("[") && !vector.hasPrefix("<javascript") && !vector.hasPrefix("<vbscript") && !vector.hasPrefix("<!--") && !vector.hasPrefix("{{{") && !vector.hasPrefix("\u{2028}") && !vector.hasPrefix("]]>") && !vector.hasPrefix("<textarea")
            // A parser differential: to a tag scanner the `<img>` is inside a quoted title, which is
            // the point of the vector (an HTML5 parser reads it as an element).
            && !vector.hasPrefix("<noscript") {
            #expect(!ExecutableVectorScanner.scan("<p>\(vector)</p>", path: "x.html").isEmpty, "\(vector)")
        }
        #expect(ExecutableVectorScanner.scan("<p>&lt;script&gt; onload=x</p><a href=\"https://e.org/?javascript:\">x</a>", path: "x.html").isEmpty)
        #expect(!ExecutableVectorScanner.scan("var index = [\"</script>\"]", path: "assets/search-index.js").isEmpty)
        #expect(!ExecutableVectorScanner.scan("BEGIN:VEVENT\r\nLOCATION:a\r\nX-INJECTED:1\r\n", path: "calendar.ics").isEmpty)
    }

    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func noOutputFileHoldsAnExecutableVector() throws {
        let book = try Self.hostileBook()
        defer { try? FileManager.default.removeItem(at: book) }
        #expect(BookCopy.exitCode(["check", "--quiet", book.path]) == 0)
        var outputs: [URL] = []
        for audience in ["public", "staff"] {
            let output = book.appendingPathComponent("site-\(audience)")
            let run = try BuiltTool.run(["build", book.path, "--output", output.path, "--audience", audience, "--today", "2026-09-09", "--base-url", "https://example.org/c/"])
            #expect(run.status == 0, "\(run.output)")
            outputs.append(output)
        }
        let reports = book.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        for kind in ReportKind.allCases {
            for format in ["markdown", "html", "csv", "json"] {
                var arguments = ["report", kind.rawValue, book.path, "--format", format, "--today", "2026-09-09",
                                 "--output", reports.appendingPathComponent("\(kind.rawValue).\(format == "markdown" ? "md" : format)").path]
                if kind == .profile { arguments += ["--person", "qzcanary"] }
                if kind == .notes { arguments += ["--course", "alg"] }
                // The extra session, whose room and title are payloads.
                if kind == .signin { arguments += ["--course", "alg", "--session", "2026-11-06"] }
                let run = try BuiltTool.run(arguments)
                #expect(run.status == 0, "\(kind) \(format): \(run.output)")
            }
        }
        outputs.append(reports)
        for folder in outputs {
            let files = FileManager.default.subpaths(atPath: folder.path) ?? []
            #expect(files.count > 10, "\(folder.lastPathComponent)")
            let problems = Self.scanTree(folder)
            #expect(problems.isEmpty, "\(folder.lastPathComponent):\n\(problems.prefix(30).joined(separator: "\n"))")
        }
        let index = try String(contentsOf: outputs[0].appendingPathComponent("search/index.json"), encoding: .utf8)
        #expect(index.contains("alert(1)"), "the payload reaches the search index, escaped")
    }

    /// `syllabus --format markdown` echoes page text into Markdown that is rendered again later:
    /// every heading, task, table cell and link text must come out escaped, never as raw HTML.
    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func syllabusMarkdownHoldsNoExecutableVector() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-xss-syllabus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cells = Self.textVectors.enumerated().map { "| \($0.offset + 1) | 2026-09-\(String(format: "%02d", $0.offset + 1)) | \($0.element.replacingOccurrences(of: "|", with: "\\|")) |" }
        let page = "# Course \(Self.payload)\n\nSummary \(Self.payload)\n\n## Schedule\n\n| Week | Date | Topic |\n| --- | --- | --- |\n" + cells.joined(separator: "\n")
            + "\n\n## Homework \(Self.payload)\n\n" + Self.textVectors.map { "- [ ] task \($0) due 2026-10-02" }.joined(separator: "\n")
            + "\n\n## Links\n\n" + Self.markdownVectors.joined(separator: "\n\n") + "\n\n[text <script>alert(130)</script>](https://example.org/a%3Cb)\n"
        let file = folder.appendingPathComponent("page.md")
        try Data(page.utf8).write(to: file)
        let run = try BuiltTool.run(["syllabus", file.path, "--format", "markdown"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("alert(1)"), "the payload reaches the output, escaped")
        #expect(run.output.contains("## Schedule"), "\(run.output)")
        let problems = ExecutableVectorScanner.scan(run.output, path: "syllabus.md")
        #expect(problems.isEmpty, "\(problems.prefix(30).joined(separator: "\n"))")
        #expect(!run.output.contains("<script"), "\(run.output)")
    }
}
