import Testing
@testable import CourseMarkdown

@Suite("Safe HTML rendering")
struct MarkdownHTMLTests {
    @Test func rendersCommonMark() throws {
        #expect(try MarkdownHTML.render("# Hi\n\n*there*") == "<h1>Hi</h1>\n<p><em>there</em></p>\n")
    }

    @Test func rawHTMLIsOmitted() throws {
        let html = try MarkdownHTML.render("<script>alert(1)</script>\n\ntext <img src=x onerror=alert(1)>")
        #expect(!html.contains("<script"))
        #expect(!html.contains("onerror"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test(arguments: ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "vbscript:msgbox(1)", "data:text/html;base64,PHNjcmlwdD4="])
    func unsafeLinksAreDropped(_ destination: String) throws {
        let html = try MarkdownHTML.render("[click](\(destination))")
        #expect(html == "<p><a href=\"\">click</a></p>\n")
    }

    @Test func emptyInputRendersNothing() throws {
        #expect(try MarkdownHTML.render("") == "")
    }
}
