import Testing
@testable import CoursebookCore

@Suite("Mustache engine: set delimiters")
struct MustacheDelimiterTests {
    private func render(_ template: String, _ context: TemplateObject = [:]) throws -> String {
        try MustacheRendering.render(template, context)
    }

    @Test func newDelimitersReplaceTheBraces() throws {
        #expect(try render("{{=<% %>=}}(<%text%>) {{text}}", ["text": "Hey!"]) == "(Hey!) {{text}}")
        #expect(try render("({{=[ ]=}}[text])", ["text": "It worked!"]) == "(It worked!)")
        #expect(try render("|{{= @   @ =}}|@text@", ["text": "padded"]) == "||padded")
    }

    @Test func everyTagKindWorksWithNewDelimiters() throws {
        let context: TemplateObject = ["list": ["a", "<b>"], "html": "<i>", "none": false]
        let template = "{{=<% %>=}}<%#list%>[<%.%>]<%/list%><%^none%>!<%/none%><%{html}%><%&html%><%! hidden %>"
        #expect(try render(template, context) == "[a][&lt;b&gt;]!<i><i>")
    }

    @Test func delimitersLastToTheEndOfTheTemplateEvenPastTheSectionThatSetThem() throws {
        #expect(try render("{{#flag}}{{=| |=}}|x|{{x}}|/flag||x|", ["flag": true, "x": "1"]) == "1{{x}}1")
    }

    @Test func delimitersCanBeSetBackAndChangedAgain() throws {
        #expect(try render("{{=<% %>=}}<%a%><%={{ }}=%>{{a}}{{=| |=}}|a|", ["a": "x"]) == "xxx")
    }

    @Test func aStandaloneSetDelimiterLineIsRemoved() throws {
        #expect(try render("Begin.\n{{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("Begin.\n  {{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("|\r\n{{= @ @ =}}\r\n|") == "|\r\n|")
        #expect(try render("  {{=@ @=}}\n=") == "=")
        #expect(try render("=\n  {{=@ @=}}") == "=\n")
    }

    @Test func anInlineSetDelimiterTagKeepsTheWhitespaceAroundIt() throws {
        #expect(try render("| {{=@ @=}} |") == "|  |")
        #expect(try render(" | {{=@ @=}}\n") == " | \n")
    }
}
