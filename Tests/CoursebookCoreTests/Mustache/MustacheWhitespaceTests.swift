import Testing
@testable import CoursebookCore

/// A tag alone on its line (spaces or tabs around it) removes the whole line, line break included.
@Suite("Mustache engine: standalone lines and comments")
struct MustacheWhitespaceTests {
    @Test func standaloneSectionLinesAreRemoved() throws {
        #expect(try mustache("begin\n{{#flag}}\ninside\n{{/flag}}\nend\n", ["flag": true]) == "begin\ninside\nend\n")
        #expect(try mustache("begin\n{{^flag}}\ninside\n{{/flag}}\nend\n", ["flag": false]) == "begin\ninside\nend\n")
    }

    @Test func indentedStandaloneLinesAreRemovedWithTheirIndentation() throws {
        #expect(try mustache("begin\n  {{#flag}}\ninside\n\t{{/flag}}  \nend\n", ["flag": true]) == "begin\ninside\nend\n")
    }

    @Test func crlfEndsAStandaloneLine() throws {
        #expect(try mustache("|\r\n{{#flag}}\r\n{{/flag}}\r\n|", ["flag": true]) == "|\r\n|")
    }

    @Test func aStandaloneTagNeedsNoLineBeforeOrAfterIt() throws {
        #expect(try mustache("  {{#flag}}\n#{{/flag}}\n/", ["flag": true]) == "#\n/")
        #expect(try mustache("#{{#flag}}\n/\n  {{/flag}}", ["flag": true]) == "#\n/\n")
    }

    @Test func aTagWithTextOrAnotherTagOnItsLineIsNotStandalone() throws {
        #expect(try mustache("{{#flag}}x\n{{/flag}}", ["flag": true]) == "x\n")
        #expect(try mustache("{{#a}}{{#b}}\n{{/b}}{{/a}}", ["a": true, "b": true]) == "\n")
        #expect(try mustache("  {{name}}\n", ["name": "v"]) == "  v\n")
    }

    @Test func aLineWithOnlyAVariableKeepsItsIndentationAndBreak() throws {
        #expect(try mustache("a\n  {{missing}}\nb\n") == "a\n  \nb\n")
    }

    @Test func commentsRenderNothing() throws {
        #expect(try mustache("12345{{! Comment Block! }}67890") == "1234567890")
        #expect(try mustache("a{{!\n  several\n  lines\n}}b") == "ab")
    }

    @Test func standaloneCommentLinesAreRemoved() throws {
        #expect(try mustache("Begin.\n  {{! a comment }}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try mustache("Begin.\n{{!\n  spans\n  lines\n}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try mustache("!\n  {{! at the end }}") == "!\n")
    }

    @Test func inlineCommentsKeepTheTextAroundThem() throws {
        #expect(try mustache("  12 {{! 34 }}\n") == "  12 \n")
        #expect(try mustache("  {{! c }} x\n") == "   x\n")
    }

    @Test func trailingTextAndIndentationAtTheEndAreKept() throws {
        #expect(try mustache("a\n  ") == "a\n  ")
        #expect(try mustache("a\n  b") == "a\n  b")
    }

    /// swift-mustache rendered the site before: after a section, the next tag on the following line
    /// counts as standalone only when the section's opening tag did, and the default templates
    /// depend on it (the report's blank line after the subtitle).
    @Test func afterASectionStandaloneFollowsTheOpeningTagAsSwiftMustacheDid() throws {
        let template = "{{#subtitle}}<p>{{.}}</p>\n{{/subtitle}}\n{{#sections}}\n<s>\n{{/sections}}\n"
        #expect(try mustache(template, ["subtitle": ["Fall"], "sections": [true]]) == "<p>Fall</p>\n\n<s>\n")
        let opened = "{{#flag}}\nx\n{{/flag}}\n{{#flag}}\ny\n{{/flag}}\n"
        #expect(try mustache(opened, ["flag": true]) == "x\ny\n")
    }
}
