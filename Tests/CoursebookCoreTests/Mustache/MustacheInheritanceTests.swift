import Testing
@testable import CoursebookCore

/// `{{<parent}}` renders another template, replacing its `{{$block}}`s with the overrides given
/// between the tags; the site's pages all extend `layout.html` this way.
@Suite("Mustache engine: parents and blocks")
struct MustacheInheritanceTests {
    @Test func aBlockRendersItsDefaultWhenNotOverridden() throws {
        #expect(try mustache("{{$title}}Default {{name}}{{/title}}", ["name": "title"], partials: [:]) == "Default title")
        #expect(try mustache("{{<page}}{{/page}}", partials: ["page": "<h1>{{$title}}Untitled{{/title}}</h1>"]) == "<h1>Untitled</h1>")
    }

    @Test func anOverrideReplacesTheParentsBlock() throws {
        let partials = ["layout": "<main>{{$content}}empty{{/content}}</main><footer>{{$footer}}(c){{/footer}}</footer>"]
        #expect(try mustache("{{<layout}}{{$content}}Hello {{name}}{{/content}}{{/layout}}", ["name": "Ada"], partials: partials) == "<main>Hello Ada</main><footer>(c)</footer>")
    }

    @Test func theSameParentCanBeUsedTwiceWithDifferentOverrides() throws {
        let partials = ["p": "|{{$a}}...{{/a}}{{$b}} b{{/b}}|"]
        #expect(try mustache("{{<p}}{{$a}}one{{/a}}{{/p}} {{<p}}{{$a}}two{{/a}}{{/p}}", partials: partials) == "|one b| |two b|")
    }

    @Test func theMostDerivedOverrideWinsAcrossLevels() throws {
        let partials = ["parent": "{{<grand}}{{$a}}parent{{/a}}{{/grand}}", "grand": "[{{$a}}grand{{/a}}][{{$b}}b{{/b}}]"]
        #expect(try mustache("{{<parent}}{{$a}}child{{/a}}{{/parent}}", partials: partials) == "[child][b]")
        #expect(try mustache("{{<parent}}{{/parent}}", partials: partials) == "[parent][b]")
    }

    @Test func overridesRenderInTheContextWhereTheBlockIs() throws {
        let partials = ["parent": "{{#nested}}{{$block}}You say {{fruit}}.{{/block}}{{/nested}}"]
        let context: TemplateObject = ["fruit": "apples", "nested": ["fruit": "bananas"]]
        #expect(try mustache("{{<parent}}{{$block}}I say {{fruit}}.{{/block}}{{/parent}}", context, partials: partials) == "I say bananas.")
    }

    @Test func dataDoesNotOverrideABlock() throws {
        #expect(try mustache("{{<p}}{{/p}}", ["var": "from data"], partials: ["p": "{{$var}}default{{/var}}"]) == "default")
    }

    @Test func textBetweenOverridesInsideAParentIsIgnored() throws {
        #expect(try mustache("{{<p}} ignored {{$a}}kept{{/a}} also ignored {{/p}}", partials: ["p": "{{$a}}default{{/a}}"]) == "kept")
        #expect(try mustache("{{<p}}{{! a comment }}{{/p}}", partials: ["p": "{{$a}}default{{/a}}"]) == "default")
    }

    @Test func standaloneParentAndBlockLinesAreRemoved() throws {
        let partials = ["layout": "<body>\n{{$content}}{{/content}}\n</body>\n"]
        let template = "{{<layout}}\n{{$content}}\n<h1>{{title}}</h1>\n<p>text</p>\n{{/content}}\n{{/layout}}\n"
        #expect(try mustache(template, ["title": "T"], partials: partials) == "<body>\n<h1>T</h1>\n<p>text</p>\n\n</body>\n")
    }

    @Test func aStandaloneParentIsIndentedLikeAPartial() throws {
        #expect(try mustache("Hi,\n  {{<p}}{{/p}}\n", partials: ["p": "one\ntwo\n"]) == "Hi,\n  one\n  two\n")
    }

    @Test func anOverrideLosesItsOwnIndentationAndTakesTheBlocks() throws {
        let partials = ["p": "Hi,\n  {{$block}}\n  {{/block}}\n"]
        #expect(try mustache("{{<p}}{{$block}}\n    one\n    two\n{{/block}}{{/p}}\n", partials: partials) == "Hi,\n  one\n  two\n")
        let inline = ["p": "Hi,\n  {{$block}}{{/block}}\n"]
        #expect(try mustache("{{<p}}{{$block}}\none\ntwo{{/block}}\n{{/p}}\n", partials: inline) == "Hi,\n  one\n  two\n")
    }

    @Test func aStandaloneBlockTakesTheIndentationOfItsDefaultContent() throws {
        // The tag sits at the margin, but its default is indented: what replaces it is indented so too.
        let partials = ["menu": "Menu:\n{{$dishes}}\n    soup\n{{/dishes}}\nEnjoy\n"]
        #expect(try mustache("{{<menu}}{{$dishes}}\nbread\nwine\n{{/dishes}}{{/menu}}\n", partials: partials) == "Menu:\n    bread\n    wine\nEnjoy\n")
        #expect(try mustache("{{<menu}}{{/menu}}\n", partials: partials) == "Menu:\n    soup\nEnjoy\n")
    }

    @Test func anIndentedBlocksDefaultContentIsIndentedOnce() throws {
        #expect(try mustache("<ul>\n  {{$items}}\n  <li>a</li>\n  <li>b</li>\n  {{/items}}\n</ul>\n") == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    @Test func aStandaloneBlockWithoutDefaultContentTakesItsTagsIndentation() throws {
        let partials = ["list": "list:\n    {{$rows}}\n{{/rows}}\nend\n"]
        #expect(try mustache("{{<list}}{{$rows}}\na\nb\n{{/rows}}{{/list}}\n", partials: partials) == "list:\n    a\n    b\nend\n")
    }

    @Test func aBlockInsideAnOverrideIsIndentedRelativeToTheOverride() throws {
        // `page` overrides the base's block and holds a block of its own, two spaces further in than
        // its first line; filling that inner block keeps those two spaces, while the outer
        // override's own indentation is dropped as usual.
        let partials = [
            "base": "{{$page}}empty{{/page}}",
            "article": "{{<base}}{{$page}}\n  Title\n  {{$body}}\n    lorem\n  {{/body}}\n{{/page}}{{/base}}\n",
        ]
        #expect(try mustache("{{<article}}{{$body}}\nfirst\nsecond\n{{/body}}{{/article}}\n", partials: partials) == "Title\n  first\n  second\n")
        #expect(try mustache("{{<article}}{{/article}}\n", partials: partials) == "Title\n  lorem\n")
    }

    @Test func overridesReachBlocksInsideTheParentsPartials() throws {
        let partials = ["layout": "<main>{{>body}}</main>", "body": "{{$content}}none{{/content}}"]
        #expect(try mustache("{{<layout}}{{$content}}given{{/content}}{{/layout}}", partials: partials) == "<main>given</main>")
    }

    @Test func inheritanceMayRecurseWhenOverridesEndIt() throws {
        let partials = [
            "parent": "{{$foo}}default content{{/foo}} {{$bar}}{{<parent2}}{{/parent2}}{{/bar}}",
            "parent2": "{{$foo}}parent2 default content{{/foo}} {{<parent}}{{$bar}}don't recurse{{/bar}}{{/parent}}",
        ]
        #expect(try mustache("{{<parent}}{{$foo}}override{{/foo}}{{/parent}}", partials: partials) == "override override override don't recurse")
    }
}
