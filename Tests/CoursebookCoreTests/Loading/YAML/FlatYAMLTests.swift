import CourseModel
import Foundation
import Testing
import Yams
@testable import CoursebookCore

@Suite("Flat YAML read without libyaml")
struct FlatYAMLTests {
    /// Everything a reader can see of a composed value: texts, styles, shapes and positions.
    private func describe(_ value: YAMLValue?) -> String {
        guard let value else { return "nil" }
        var parts = ["\(value.location)", value.shapeName]
        if case .scalar(let scalar) = value.node { parts += [scalar.string.debugDescription, "\(scalar.style)", "\(scalar.tag)"] }
        for pair in value.pairs ?? [] {
            parts += ["key \(pair.key.debugDescription) at \(pair.keyLocation)", describe(pair.value)]
        }
        for item in value.items ?? [] { parts.append(describe(item)) }
        return parts.joined(separator: " ")
    }

    @Test func flatMappingsMatchLibyamlNodeForNode() {
        // Mostly the flat shape, with near misses mixed in at every position.
        let keys = [["title", "created", "year", "Title", "_x", "a-b", "t1", "on", "null"], ["title ", "-x", "x y", "1a", "é"]]
        let separators = [[": ", ":  "], [":", ": \t", " : ", ":\t"]]
        let values = [["\"Notes 1\"", "Notes 1", "2026-10-19T12:00:00+01:00", "2026-10-19", "\"\"", "\"it's\"", "it's", "a:b", "yes", "null", "~", "12", "1.5", "(x), y/z", "x  ", "\"a\tb\"", "\"!x\""],
                      ["\"a \\\" b\"", "a: b", "a:", "a #c", "a#c", "  x", "[a]", "{a: 1}", "'q'", "\"q\" x", "- a", "&a x", "*a", "!!str x", "é", "x\u{7F}", "", "? x", "|", ">"]]
        var generator = SeededGenerator(state: 7)
        func pick(_ lists: [[String]]) -> String { generator.pick(lists[generator.next(6) == 0 ? 1 : 0]) }
        var flat = 0
        for _ in 0..<4_000 {
            let lines = (0..<(1 + generator.next(3))).map { _ in pick(keys) + pick(separators) + pick(values) }
            let text = lines.joined(separator: "\n") + (generator.next(3) == 0 ? "\n" : "")
            var fast: [Diagnostic] = []
            var slow: [Diagnostic] = []
            let composed = YAMLSource(path: "n.md").compose(text, lineOffset: 1, diagnostics: &fast)
            let reference = YAMLSource(path: "n.md").composeWithLibyaml(text, lineOffset: 1, diagnostics: &slow)
            #expect(fast == slow, "\(text.debugDescription)")
            #expect(describe(composed) == describe(reference), "\(text.debugDescription)")
            if composed?.positions.isEmpty == false { flat += 1 }
        }
        // The generator must reach the flat reader often enough for this to mean something.
        #expect(flat > 1_000)
    }
}
