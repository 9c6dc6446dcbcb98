import Testing
@testable import CoursebookCore

@Suite("Mustache engine: sections and inverted sections")
struct MustacheSectionTests {
    @Test func aListRendersTheSectionOncePerElement() throws {
        let context: TemplateObject = ["rows": [["n": 1], ["n": 2], ["n": 3]]]
        #expect(try mustache("{{#rows}}<{{n}}>{{/rows}}", context) == "<1><2><3>")
    }

    @Test func trueRendersTheSectionOnceInTheSameContext() throws {
        #expect(try mustache("{{#flag}}yes {{name}}{{/flag}}", ["flag": true, "name": "Ada"]) == "yes Ada")
    }

    @Test func falseAnEmptyListAndAMissingNameAreFalsy() throws {
        let context: TemplateObject = ["no": false, "none": []]
        #expect(try mustache("[{{#no}}x{{/no}}][{{#none}}x{{/none}}][{{#missing}}x{{/missing}}]", context) == "[][][]")
    }

    /// As swift-mustache did (so pages stay the same): the empty string and zero are values, and a
    /// section over them renders once with the value as `{{.}}`. Producers leave a key out, or set
    /// `false`, to hide a section.
    @Test func theEmptyStringAndZeroAreTruthy() throws {
        #expect(try mustache("[{{#empty}}shown{{.}}{{/empty}}][{{#zero}}shown{{.}}{{/zero}}]", ["empty": "", "zero": 0]) == "[shown][shown0]")
        #expect(try mustache("[{{^empty}}hidden{{/empty}}][{{^zero}}hidden{{/zero}}]", ["empty": "", "zero": 0]) == "[][]")
    }

    @Test func anObjectIsPushedOnTheContextStack() throws {
        let context: TemplateObject = ["teacher": ["name": "Grace", "email": "g@x"]]
        #expect(try mustache("{{#teacher}}{{name}} <{{email}}>{{/teacher}}", context) == "Grace <g@x>")
    }

    @Test func aStringValueIsPushedAsTheImplicitIterator() throws {
        #expect(try mustache("{{#room}}in {{.}}{{/room}}", ["room": "A-015"]) == "in A-015")
    }

    @Test func namesMissingInTheInnerContextAreFoundFurtherDownTheStack() throws {
        let context: TemplateObject = [
            "root": "../", "name": "outer",
            "courses": [["name": "Algebra", "sessions": [["date": "Mon"], ["date": "Wed", "name": "inner"]]]],
        ]
        let template = "{{#courses}}{{#sessions}}{{root}}{{date}}:{{name}};{{/sessions}}{{/courses}}"
        #expect(try mustache(template, context) == "../Mon:Algebra;../Wed:inner;")
    }

    @Test func nestedSectionsSeeEveryEnclosingContext() throws {
        let context: TemplateObject = ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3]]
        #expect(try mustache("{{#a}}{{one}}{{#b}}{{one}}{{two}}{{#c}}{{one}}{{two}}{{three}}{{/c}}{{/b}}{{/a}}", context) == "112123")
    }

    @Test func sectionsWorkWithDottedNames() throws {
        let context: TemplateObject = ["a": ["b": ["c": true, "d": false]]]
        #expect(try mustache("[{{#a.b.c}}c{{/a.b.c}}][{{#a.b.d}}d{{/a.b.d}}][{{#a.x.y}}y{{/a.x.y}}]", context) == "[c][][]")
    }

    @Test func theSameListCanBeUsedManyTimesAndSectionsCanRepeat() throws {
        let context: TemplateObject = ["list": ["a", "b"], "flag": true]
        #expect(try mustache("{{#list}}{{.}}{{/list}}-{{#flag}}1{{/flag}}{{#flag}}2{{/flag}}-{{#list}}{{.}}{{/list}}", context) == "ab-12-ab")
    }

    @Test func anInvertedSectionRendersOnlyForFalsyValues() throws {
        let context: TemplateObject = ["no": false, "yes": true, "none": [], "some": ["x"], "text": "t", "obj": ["k": "v"]]
        let template = "{{^no}}1{{/no}}{{^none}}2{{/none}}{{^missing}}3{{/missing}}{{^yes}}4{{/yes}}{{^some}}5{{/some}}{{^text}}6{{/text}}{{^obj}}7{{/obj}}"
        #expect(try mustache(template, context) == "123")
    }

    @Test func anInvertedSectionKeepsTheContext() throws {
        #expect(try mustache("{{#item}}{{^none}}{{name}}{{/none}}{{/item}}", ["item": ["name": "kept"], "none": []]) == "kept")
    }

    @Test func sectionsLeaveSurroundingAndInnerWhitespaceAlone() throws {
        #expect(try mustache(" | {{#flag}}\t|\t{{/flag}} | \n", ["flag": true]) == " | \t|\t | \n")
        #expect(try mustache(" {{#flag}}YES{{/flag}}\n {{#flag}}GOOD{{/flag}}\n", ["flag": true]) == " YES\n GOOD\n")
    }
}
