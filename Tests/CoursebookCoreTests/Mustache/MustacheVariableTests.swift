import Testing
@testable import CoursebookCore

@Suite("Mustache engine: variables and names")
struct MustacheVariableTests {
    @Test func aVariableIsReplacedByItsValue() throws {
        #expect(try mustache("Hello, {{name}}!", ["name": "Ada"]) == "Hello, Ada!")
    }

    @Test func doubleBracesEscapeTheFiveHTMLCharacters() throws {
        #expect(try mustache("{{text}}", ["text": #"<a href="x">Tom & Jerry's</a>"#]) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    /// swift-mustache compared whole characters, so a quote followed by a combining accent slipped
    /// through unescaped and could end an attribute; escaping works on bytes now.
    @Test func aQuoteFollowedByACombiningMarkIsStillEscaped() throws {
        #expect(try mustache(#"<a title="{{t}}">"#, ["t": "\"\u{301} onclick=x"]) == "<a title=\"&quot;\u{301} onclick=x\">")
    }

    @Test func tripleBracesAndAmpersandInsertTextUnescaped() throws {
        let context: TemplateObject = ["html": "<b>bold</b> & more"]
        #expect(try mustache("{{{html}}}|{{&html}}|{{{ html }}}|{{& html }}", context) == "<b>bold</b> & more|<b>bold</b> & more|<b>bold</b> & more|<b>bold</b> & more")
    }

    @Test func numbersAndFlagsAreShownAsText() throws {
        #expect(try mustache("{{count}} {{zero}} {{negative}} {{yes}} {{no}}", ["count": 42, "zero": 0, "negative": -7, "yes": true, "no": false]) == "42 0 -7 true false")
    }

    @Test func aMissingNameAndListsAndObjectsShowNothing() throws {
        #expect(try mustache("[{{missing}}][{{list}}][{{object}}][{{{missing}}}]", ["list": ["a"], "object": ["k": "v"]]) == "[][][][]")
    }

    @Test func whitespaceInsideTheTagIsIgnored() throws {
        #expect(try mustache("|{{ name }}|{{\tname\t}}|", ["name": "x"]) == "|x|x|")
    }

    @Test func dottedNamesWalkIntoObjects() throws {
        let context: TemplateObject = ["course": ["teacher": ["name": "Grace <G>"]]]
        #expect(try mustache("{{course.teacher.name}}|{{{course.teacher.name}}}", context) == "Grace &lt;G&gt;|Grace <G>")
    }

    @Test func aDottedNameThatBreaksOffIsEmpty() throws {
        let context: TemplateObject = ["course": ["name": "Algebra"], "teacher": "Ada"]
        #expect(try mustache("[{{course.teacher}}][{{course.name.first}}][{{missing.name}}]", context) == "[][][]")
    }

    /// Only the first key climbs the context stack: once `course` is found in the innermost
    /// context, `course.name` must be there, even if an outer `course` has a `name`.
    @Test func aDottedNameResolvesTheRestOnlyInWhatItsFirstKeyFound() throws {
        let context: TemplateObject = ["course": ["name": "outer"], "inner": ["course": ["id": "c1"]]]
        #expect(try mustache("{{#inner}}[{{course.name}}][{{course.id}}]{{/inner}}", context) == "[][c1]")
    }

    @Test func theImplicitIteratorIsTheCurrentValue() throws {
        #expect(try mustache("{{#names}}({{.}}){{/names}}", ["names": ["a&b", "c"]]) == "(a&amp;b)(c)")
        #expect(try mustache("{{#numbers}}{{.}},{{/numbers}}", ["numbers": [1, 2, 3]]) == "1,2,3,")
        #expect(try mustache("{{#rows}}[{{#.}}{{.}}{{/.}}]{{/rows}}", ["rows": [["a", "b"], ["c"]]]) == "[ab][c]")
    }

    @Test func textWithoutTagsAndLoneBracesIsCopied() throws {
        #expect(try mustache("a { b } {c} }} ü") == "a { b } {c} }} ü")
    }
}
