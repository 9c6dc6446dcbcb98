import Testing
@testable import CoursebookCore

@Suite("Mustache engine: variables and names")
struct MustacheVariableTests {
    private func render(_ template: String, _ context: TemplateObject = [:]) throws -> String {
        try MustacheRendering.render(template, context)
    }

    @Test func aVariableIsReplacedByItsValue() throws {
        #expect(try render("Hello, {{name}}!", ["name": "Ada"]) == "Hello, Ada!")
    }

    @Test func doubleBracesEscapeTheFiveHTMLCharacters() throws {
        #expect(try render("{{text}}", ["text": #"<a href="x">Tom & Jerry's</a>"#]) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    /// swift-mustache compared whole characters, so a quote followed by a combining accent slipped
    /// through unescaped and could end an attribute; escaping works on bytes now.
    @Test func aQuoteFollowedByACombiningMarkIsStillEscaped() throws {
        #expect(try render(#"<a title="{{t}}">"#, ["t": "\"\u{301} onclick=x"]) == "<a title=\"&quot;\u{301} onclick=x\">")
    }

    @Test func tripleBracesAndAmpersandInsertTextUnescaped() throws {
        let context: TemplateObject = ["html": "<b>bold</b> & more"]
        #expect(try render("{{{html}}}|{{&html}}|{{{ html }}}|{{& html }}", context) == "<b>bold</b> & more|<b>bold</b> & more|<b>bold</b> & more|<b>bold</b> & more")
    }

    @Test func numbersAndFlagsAreShownAsText() throws {
        #expect(try render("{{count}} {{zero}} {{negative}} {{yes}} {{no}}", ["count": 42, "zero": 0, "negative": -7, "yes": true, "no": false]) == "42 0 -7 true false")
    }

    @Test func aMissingNameAndListsAndObjectsShowNothing() throws {
        #expect(try render("[{{missing}}][{{list}}][{{object}}][{{{missing}}}]", ["list": ["a"], "object": ["k": "v"]]) == "[][][][]")
    }

    @Test func whitespaceInsideTheTagIsIgnored() throws {
        #expect(try render("|{{ name }}|{{\tname\t}}|", ["name": "x"]) == "|x|x|")
    }

    @Test func dottedNamesWalkIntoObjects() throws {
        let context: TemplateObject = ["course": ["teacher": ["name": "Grace <G>"]]]
        #expect(try render("{{course.teacher.name}}|{{{course.teacher.name}}}", context) == "Grace &lt;G&gt;|Grace <G>")
    }

    @Test func aDottedNameThatBreaksOffIsEmpty() throws {
        let context: TemplateObject = ["course": ["name": "Algebra"], "teacher": "Ada"]
        #expect(try render("[{{course.teacher}}][{{course.name.first}}][{{missing.name}}]", context) == "[][][]")
    }

    /// Only the first key climbs the context stack: once `course` is found in the innermost
    /// context, `course.name` must be there, even if an outer `course` has a `name`.
    @Test func aDottedNameResolvesTheRestOnlyInWhatItsFirstKeyFound() throws {
        let context: TemplateObject = ["course": ["name": "outer"], "inner": ["course": ["id": "c1"]]]
        #expect(try render("{{#inner}}[{{course.name}}][{{course.id}}]{{/inner}}", context) == "[][c1]")
    }

    @Test func theImplicitIteratorIsTheCurrentValue() throws {
        #expect(try render("{{#names}}({{.}}){{/names}}", ["names": ["a&b", "c"]]) == "(a&amp;b)(c)")
        #expect(try render("{{#numbers}}{{.}},{{/numbers}}", ["numbers": [1, 2, 3]]) == "1,2,3,")
        #expect(try render("{{#rows}}[{{#.}}{{.}}{{/.}}]{{/rows}}", ["rows": [["a", "b"], ["c"]]]) == "[ab][c]")
    }

    @Test func textWithoutTagsAndLoneBracesIsCopied() throws {
        #expect(try render("a { b } {c} }} ü") == "a { b } {c} }} ü")
    }
}
