import Testing

/// Our own generator of the inputs on cmark's upstream pathological test list (test/pathological_tests.py):
/// the same constructions and sizes, written in Swift, plus the shapes issue 14 found beyond that list.
enum Pathological {
    /// One named input.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static func repeated(_ unit: String, _ count: Int) -> String { String(repeating: unit, count: count) }

    /// All 38 inputs: upstream's 25, the list staircase, ten raw-HTML shapes, a line of 19,000 links and one autolink shape that are slow for
    /// an HTML5 tree builder (`htmlCases`).
    static let cases: [Case] = markdownCases + htmlCases

    /// Raw HTML on a course page: deep or misnested open elements, many attributes, huge spans,
    /// and a large but ordinary table.
    static let htmlCases: [Case] = [
        Case(name: "html-deep-divs", text: "<div>\n" + repeated("<div>", 100_000) + "x"),
        Case(name: "html-unclosed-formatting", text: "<p>" + repeated("<b>a<i>b<em>c<s>d<u>e<font>f", 20_000)),
        Case(name: "html-nested-tables", text: "<table>" + repeated("<tr><td><table>", 10_000)),
        Case(name: "html-misnested-formatting", text: "<div>" + repeated("<b><p>x", 30_000) + repeated("</b>", 30_000)),
        Case(name: "html-adoption-agency", text: "<div>" + repeated("<b><b><b><div>", 20_000) + repeated("</b>", 20_000)),
        Case(name: "html-nested-links", text: "<div>" + repeated("<a href=x>", 50_000)),
        Case(name: "html-many-attributes", text: "<div " + (0..<100_000).map { "a\($0)=x" }.joined(separator: " ") + ">x</div>"),
        Case(name: "html-huge-spans", text: "<table><tr>" + repeated("<td rowspan=65534 colspan=1000>x</td>", 200) + repeated("</tr>", 2_000) + "</table>"),
        Case(name: "html-formatting-reopened", text: "<div>" + (0..<250).map { "<b title=\($0)>" }.joined() + repeated("<p>x", 20_000)),
        // 19,000 links on one line: each link's place is found within its own bytes, not its line's.
        Case(name: "links-on-one-line", text: "# T\n\n" + (0..<19_000).map { "[a\($0)](b\($0).md)" }.joined(separator: " ") + "\n"),
        // GFM autolinks: a megabyte of near-miss addresses in one run of text.
        Case(name: "autolink-near-misses", text: repeated("(www._a_(http://x_", 60_000)),
        Case(name: "html-large-table", text: "<table><tr><th>Week<th>Date<th>Topic\n" + (0..<10_000).map { "<tr><td>\($0)<td>Sep 3<td>t <a href=a>x</a>\n" }.joined() + "</table>"),
    ]

    /// cmark's upstream list and the list staircase.
    static let markdownCases: [Case] = [
        Case(name: "nested-strong-emph", text: repeated("*a **a ", 32_500) + "b" + repeated(" a** a*", 32_500)),
        Case(name: "many-emph-closers-no-openers", text: repeated("a_ ", 32_500)),
        Case(name: "many-emph-openers-no-closers", text: repeated("_a ", 32_500)),
        Case(name: "many-link-closers-no-openers", text: repeated("a]", 32_500)),
        Case(name: "many-link-openers-no-closers", text: repeated("[a", 32_500)),
        Case(name: "mismatched-openers-and-closers", text: repeated("*a_ ", 25_000)),
        Case(name: "issue-389", text: repeated("*a ", 20_000) + repeated("_a*_ ", 20_000)),
        Case(name: "openers-and-closers-multiple-of-3", text: "a**b" + repeated("c* ", 25_000)),
        Case(name: "link-openers-and-emph-closers", text: repeated("[ a_", 25_000)),
        Case(name: "pattern-bracket-paren-repeated", text: repeated("[ (](", 40_000)),
        Case(name: "pattern-image-brackets-repeated", text: repeated("![[]()", 160_000)),
        Case(name: "hard-link-emph-case", text: "**x [a*b**c*](d)"),
        Case(name: "nested-brackets", text: repeated("[", 25_000) + "a" + repeated("]", 25_000)),
        Case(name: "nested-block-quotes", text: repeated("> ", 25_000) + "a"),
        Case(name: "deeply-nested-lists", text: (0..<500).map { repeated("  ", $0) + "* a\n" }.joined()),
        Case(name: "nul-in-input", text: "abc\u{0}de\u{0}"),
        Case(name: "backticks", text: (1..<2_500).map { "e" + repeated("`", $0) }.joined()),
        Case(name: "unclosed-links-a", text: repeated("[a](<b", 30_000)),
        Case(name: "unclosed-links-b", text: repeated("[a](b", 30_000)),
        Case(name: "unclosed-html-comment", text: "</" + repeated("<!--", 300_000)),
        Case(name: "empty-lines-in-deeply-nested-lists", text: repeated("- ", 30_000) + "x" + repeated("\n", 30_000)),
        Case(name: "empty-lines-in-nested-lists-in-block-quote", text: "> " + repeated("- ", 30_000) + "x\n" + repeated(">\n", 30_000)),
        Case(name: "emph-in-deep-block-quote", text: repeated(">", 100_000) + repeated("a*", 100_000)),
        Case(name: "reference-collisions", text: referenceCollisions()),
        Case(name: "nested-inlines", text: repeated("*", 20_000) + "a" + repeated("*", 20_000)),
        // Not upstream's: `- ` repeated i times on line i, 7.8 MB (issue 14: 14.7 s and 2.1 GB).
        Case(name: "list-staircase", text: staircase(lines: 2_800)),
    ]

    /// Line i opens i nested lists: the nodes grow with the square of the line count.
    static func staircase(lines: Int) -> String {
        (1...lines).map { repeated("- ", $0) + "a\n" }.joined()
    }

    /// 25,000 reference labels that all land in one bucket of cmark's 16-slot reference map.
    private static func referenceCollisions() -> String {
        func bucket(_ key: String) -> UInt32 {
            var hash: UInt32 = 0
            for scalar in key.unicodeScalars {
                hash = scalar.value &+ (hash << 6) &+ (hash << 16) &- hash
            }
            return hash % 16
        }
        var keys: [String] = []
        var index = 0
        while keys.count < 25_000 {
            let key = "x\(index)"
            if bucket(key) == 0 { keys.append(key) }
            index += 1
        }
        let target = keys[0]
        return keys.dropFirst().map { "[\($0)]: /url\n\n[\(target)]\n\n" }.joined()
    }
}
