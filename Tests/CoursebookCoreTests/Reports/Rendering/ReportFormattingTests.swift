import Testing
@testable import CourseModel
@testable import CoursebookCore

@Suite("Report sorting and escaping")
struct ReportFormattingTests {
    private func person(_ id: String, _ first: String, _ last: String) -> Person {
        Person(id: id, firstName: first, lastName: last, email: "\(id)@example.org", role: .student)
    }

    @Test func peopleSortByLastThenFirstNameIgnoringCaseAndAccents() {
        let people = [
            person("ezola", "Émile", "Zola"), person("zbaker", "Zoë", "Baker"), person("ralvarez", "Rosa", "ÁLVAREZ"),
            person("eabel", "Emile", "Abel"), person("palvarez", "pablo", "alvarez"), person("oeri", "Öykü", "Eriksen"),
            person("eeri", "Ola", "Eriksen"),
        ]
        // A plain comparison would put ÁLVAREZ after Zola and "pablo" after "Rosa".
        #expect(PeopleOrder.sorted(people).map(\.id) == ["eabel", "palvarez", "ralvarez", "zbaker", "eeri", "oeri", "ezola"])
    }

    @Test func equalNamesFallBackToTheIdSoTheOrderIsStable() {
        let twins = [person("b2", "Ana", "Ruiz"), person("a1", "ANA", "Ruíz")]
        #expect(PeopleOrder.sorted(twins).map(\.id) == ["a1", "b2"])
        #expect(PeopleOrder.sorted(twins.reversed()).map(\.id) == ["a1", "b2"])
    }

    @Test func csvDefusesFormulasAndQuotes() {
        #expect(CSVField.defused("=SUM(A1:A9)") == "'=SUM(A1:A9)")
        #expect(CSVField.defused("+1 extra") == "'+1 extra")
        #expect(CSVField.defused("-- extra proof") == "'-- extra proof")
        #expect(CSVField.defused("@mention") == "'@mention")
        #expect(CSVField.defused("-3") == "-3")
        #expect(CSVField.defused("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(CSVField.defused("a,b") == "\"a,b\"")
        #expect(CSVField.defused("two\nlines") == "\"two\nlines\"")
    }

    @Test func markdownTableCellsCannotBreakTheTableOrInjectHTML() {
        let table = ReportTable(columns: ["Name"], rows: [["Pipe|<b>Bold</b>\nnext *line*"]])
        let lines = MarkdownReportRenderer.render(table).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[2] == "| Pipe\\|&lt;b&gt;Bold&lt;/b&gt; next \\*line\\* |")
    }

    /// `<`, `>` and `&` as HTML escapes them, quotes kept, Markdown punctuation backslashed.
    @Test func markdownInlineTextEscapesBracketsAndPunctuationButKeepsQuotes() {
        #expect(MarkdownReportRenderer.inline("Tom & <b>\"Jerry's\"</b> *x*\nnext") == "Tom &amp; &lt;b&gt;\"Jerry's\"&lt;/b&gt; \\*x\\* next")
    }

    @Test func htmlEscapesDataAndRendersNoteBodiesSafely() throws {
        let document = ReportDocument(
            title: "<T>", sections: [ReportSection(heading: "a & b", paragraphs: ["<p>"], body: "**ok**\n\n<script>x()</script>\n",
                                                   table: ReportTable(columns: ["<c>"], rows: [["<b>x</b>"]]))],
            json: .null
        )
        let html = HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
        #expect(html.contains("<title>&lt;T&gt;</title>"))
        #expect(html.contains("<h2 id=\"part-1\">a &amp; b</h2>"))
        #expect(html.contains("<th scope=\"col\">&lt;c&gt;</th>"))
        #expect(html.contains("<td>&lt;b&gt;x&lt;/b&gt;</td>"))
        #expect(html.contains("<strong>ok</strong>"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("thead { display: table-header-group; }"))
    }

    @Test func pointsAndPercentagesPrintWithoutFloatNoise() {
        #expect(ReportText.points(3) == "3")
        #expect(ReportText.points(3.5) == "3.5")
        #expect(ReportText.points(0.1 + 0.2) == "0.3")
        #expect(ReportText.percent(75) == "75.0")
    }
}

@Suite("Note bodies in Markdown reports")
struct NoteBodyMarkdownTests {
    @Test func rawHTMLBecomesTextButCodeIsKept() {
        let body = "\n\nSee <b>this</b> and `<kbd>` here.\n\n```html\n<script>x()</script>\n```\n<img src=x onerror=alert(1)>\n\n"
        #expect(NoteBodyMarkdown.neutralized(body) == "See &lt;b>this&lt;/b> and `<kbd>` here.\n\n```html\n<script>x()</script>\n```\n&lt;img src=x onerror=alert(1)>")
    }

    @Test func plainMarkdownIsUnchanged() {
        let body = "- **bold** item\n- [link](https://example.com)\n\n> quote"
        #expect(NoteBodyMarkdown.neutralized(body) == body)
    }
}
