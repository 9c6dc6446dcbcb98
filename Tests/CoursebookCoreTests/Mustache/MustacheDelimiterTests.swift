import Testing
@testable import CoursebookCore

@Suite("Mustache engine: set delimiters")
struct MustacheDelimiterTests {
    @Test func newDelimitersReplaceTheBraces() throws {
        #expect(try mustache("{{=<% %>=}}(<%text%>) {{text}}", ["text": "Hey!"]) == "(Hey!) {{text}}")
        #expect(try mustache("({{=[ ]=}}[text])", ["text": "It worked!"]) == "(It worked!)")
        #expect(try mustache("|{{= @   @ =}}|@text@", ["text": "padded"]) == "||padded")
    }

    @Test func everyTagKindWorksWithNewDelimiters() throws {
        let context: TemplateObject = ["list": ["a", "<b>"], "html": "<i>", "none": false]
        let template = "{{=<% %>=}}<%#list%>[<%.%>]<%/list%><%^none%>!<%/none%><%{html}%><%&html%><%! hidden %>"
        #expect(try mustache(template, context) == "[a][&lt;b&gt;]!<i><i>")
    }

    @Test func delimitersLastToTheEndOfTheTemplateEvenPastTheSectionThatSetThem() throws {
        #expect(try mustache("{{#flag}}{{=| |=}}|x|{{x}}|/flag||x|", ["flag": true, "x": "1"]) == "1{{x}}1")
    }

    @Test func delimitersCanBeSetBackAndChangedAgain() throws {
        #expect(try mustache("{{=<% %>=}}<%a%><%={{ }}=%>{{a}}{{=| |=}}|a|", ["a": "x"]) == "xxx")
    }

    @Test func aStandaloneSetDelimiterLineIsRemoved() throws {
        #expect(try mustache("Begin.\n{{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try mustache("Begin.\n  {{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try mustache("|\r\n{{= @ @ =}}\r\n|") == "|\r\n|")
        #expect(try mustache("  {{=@ @=}}\n=") == "=")
        #expect(try mustache("=\n  {{=@ @=}}") == "=\n")
    }

    @Test func anInlineSetDelimiterTagKeepsTheWhitespaceAroundIt() throws {
        #expect(try mustache("| {{=@ @=}} |") == "|  |")
        #expect(try mustache(" | {{=@ @=}}\n") == " | \n")
    }
}
