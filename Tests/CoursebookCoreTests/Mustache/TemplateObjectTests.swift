import Testing
@testable import CoursebookCore

@Suite("Template values")
struct TemplateObjectTests {
    @Test func settingAKeyAddsReplacesOrRemovesIt() {
        var object: TemplateObject = ["a": 1, "b": "two"]
        object["c"] = true
        object["a"] = "one"
        object["b"] = nil
        #expect(object.map(\.key) == ["a", "c"])
        #expect(object["a"] == "one")
        #expect(object["b"] == nil)
        #expect(object.count == 2)
    }

    @Test func aRepeatedLiteralKeyKeepsItsLastValue() {
        let object: TemplateObject = ["k": 1, "k": 2]
        #expect(object.count == 1)
        #expect(object["k"] == 2)
    }

    @Test func mergingLetsTheOtherObjectWin() {
        let merged = (["a": 1, "b": 2] as TemplateObject).merging(["b": 3, "c": 4])
        #expect(merged == ["a": 1, "b": 3, "c": 4])
    }

    @Test func equalityIgnoresKeyOrder() {
        #expect((["a": 1, "b": [true]] as TemplateObject) == ["b": [true], "a": 1])
        #expect((["a": 1] as TemplateObject) != ["a": 1, "b": 2])
        #expect((["a": 1] as TemplateObject) != ["a": "1"])
    }

    @Test func keysWithTheSameHashAreStillToldApart() throws {
        // Lookups compare hashes first; these two keys share one, and must not shadow each other.
        #expect(TemplateObject.hash("k32728") == TemplateObject.hash("k261234"))
        let object: TemplateObject = ["k32728": "first", "k261234": "second"]
        #expect(object["k32728"] == "first")
        #expect(object["k261234"] == "second")
        let rendered = try mustache("{{k261234}} {{k32728}}", object)
        #expect(rendered == "second first")
    }

    @Test func literalsBuildEveryKindOfValue() {
        let value: TemplateValue = ["s": "text \(1 + 1)", "n": 3, "b": false, "l": ["x", 1], "o": ["k": "v"]]
        #expect(value == .object(["s": .string("text 2"), "n": .number(3), "b": .bool(false), "l": .list([.string("x"), .number(1)]), "o": .object(["k": .string("v")])]))
        #expect(TemplateValue(["a", "b"]) == .list([.string("a"), .string("b")]))
    }
}
