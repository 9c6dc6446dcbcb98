import Testing
@testable import CoursebookCore

@Suite("Mustache engine: partials")
struct MustachePartialTests {
    @Test func aPartialIsRenderedInTheCurrentContext() throws {
        let partials = ["item.html": "<li>{{name}}</li>"]
        #expect(try mustache("<ul>{{#items}}{{>item.html}}{{/items}}</ul>", ["items": [["name": "a"], ["name": "b"]]], partials: partials) == "<ul><li>a</li><li>b</li></ul>")
        #expect(try mustache("[{{> item.html }}]", ["name": "x"], partials: partials) == "[<li>x</li>]")
    }

    @Test func anUnknownPartialRendersNothing() throws {
        #expect(try mustache("[{{>nowhere}}]", partials: [:]) == "[]")
    }

    @Test func partialsMayRecurseThroughTheData() throws {
        let context: TemplateObject = ["name": "X", "children": [["name": "Y", "children": []]]]
        #expect(try mustache("{{>node}}", context, partials: ["node": "{{name}}<{{#children}}{{>node}}{{/children}}>"]) == "X<Y<>>")
    }

    @Test func aPartialThatIncludesItselfForeverStops() throws {
        let output = try mustache("{{>loop}}", partials: ["loop": "x{{>loop}}"])
        #expect(output == String(repeating: "x", count: 100))
    }

    @Test func anInlinePartialLeavesSurroundingWhitespaceAlone() throws {
        #expect(try mustache("| {{>p}} |", partials: ["p": "\t|\t"]) == "| \t|\t |")
        #expect(try mustache("  {{data}}  {{> p}}\n", ["data": "|"], partials: ["p": ">\n>"]) == "  |  >\n>\n")
    }

    @Test func aStandalonePartialIndentsEveryLineOfItsTemplateButNotOfItsData() throws {
        let partials = ["p": "|\n{{{content}}}a{{{content}}}\n|\n"]
        #expect(try mustache("\\\n {{>p}}\n/\n", ["content": "<\n->"], partials: partials) == "\\\n |\n <\n->a<\n->\n |\n/\n")
    }

    @Test func aStandalonePartialNeedsNoLineBeforeOrAfterIt() throws {
        #expect(try mustache("  {{>p}}\n>", partials: ["p": ">\n>"]) == "  >\n  >>")
        #expect(try mustache(">\n  {{>p}}", partials: ["p": ">\n>"]) == ">\n  >\n  >")
        #expect(try mustache("|\r\n{{>p}}\r\n|", partials: ["p": ">"]) == "|\r\n>|")
    }

    @Test func indentationOfNestedStandalonePartialsAddsUp() throws {
        let partials = ["outer": "o1\n  {{>inner}}\no2\n", "inner": "i1\ni2\n"]
        #expect(try mustache("  {{>outer}}\nend\n", partials: partials) == "  o1\n    i1\n    i2\n  o2\nend\n")
    }

    @Test func indentationAppliesToSectionsInsideThePartial() throws {
        let partials = ["list": "<ul>\n{{#items}}\n<li>{{.}}</li>\n{{/items}}\n</ul>\n"]
        #expect(try mustache("<nav>\n  {{>list}}\n</nav>\n", ["items": ["a", "b"]], partials: partials) == "<nav>\n  <ul>\n  <li>a</li>\n  <li>b</li>\n  </ul>\n</nav>\n")
    }

    @Test func delimitersSetInATemplateDoNotReachItsPartialsOrComeBack() throws {
        #expect(try mustache("[ {{>p}} ]\n{{= | | =}}\n[ |>p| ]\n", ["value": "yes"], partials: ["p": ".{{value}}."]) == "[ .yes. ]\n[ .yes. ]\n")
        #expect(try mustache("[ {{>p}} ]\n[ .{{value}}. ]\n", ["value": "yes"], partials: ["p": "{{=| |=}}.|value|."]) == "[ .yes. ]\n[ .yes. ]\n")
    }
}
