import Testing
@testable import CourseHTML

@Suite struct HTMLParserTests {
    @Test func fragmentKeepsTopLevelNodesInOrder() {
        let tree = HTMLParser.parseFragment("<p>One <b>two</b></p>three")
        let top = tree.children(of: HTMLTree.root)
        #expect(top.count == 2)
        #expect(tree.elementName(of: top[0]) == "p")
        #expect(tree.kind(of: top[1]) == .text)
        #expect(tree.text(of: top[1]) == "three")
        #expect(tree.plainText(of: HTMLTree.root) == "One twothree")
    }

    @Test func tablesGetTheirImpliedBody() {
        let tree = HTMLParser.parseFragment("<table><tr><td>a<td>b</table>")
        let table = tree.children(of: HTMLTree.root)[0]
        let body = tree.children(of: table)[0]
        #expect(tree.elementName(of: body) == "tbody")
        #expect(tree.offset(of: body) == nil, "an inserted element has no source offset")
        let row = tree.children(of: body)[0]
        #expect(tree.children(of: row).map { tree.plainText(of: $0) } == ["a", "b"])
    }

    @Test func attributesAreDecodedAndLowerCased() {
        let tree = HTMLParser.parseFragment("<A HREF=\"x?a=1&amp;b=2\" Title='t'>x</A>")
        let link = tree.children(of: HTMLTree.root)[0]
        #expect(tree.elementName(of: link) == "a")
        #expect(tree.attribute("href", of: link) == "x?a=1&b=2")
        #expect(tree.attribute("title", of: link) == "t")
        #expect(tree.offset(of: link) == 0)
    }

    @Test func unknownElementsKeepTheirNames() {
        let tree = HTMLParser.parseFragment("<my-widget>x</my-widget><svg><circle/></svg>")
        let top = tree.children(of: HTMLTree.root)
        #expect(tree.kind(of: top[0]) == .element(name: "my-widget", namespace: .html))
        #expect(tree.kind(of: top[1]) == .element(name: "svg", namespace: .svg))
    }

    @Test func offsetsPointIntoTheParsedText() {
        let html = "ab\n<em>c</em>"
        let tree = HTMLParser.parseFragment(html)
        let em = tree.children(of: HTMLTree.root)[1]
        #expect(tree.offset(of: em) == 3)
    }

    @Test func deepNestingIsCutAtTheDepthLimit() {
        let html = String(repeating: "<div>", count: 5000) + "deep" + String(repeating: "</div>", count: 5000)
        let tree = HTMLParser.parseFragment(html)
        #expect(tree.count <= HTMLParser.maxDepth + 2)
    }
}

@Suite struct HTMLComplexityScreenTests {
    private func problem(_ html: String) -> String? {
        HTMLComplexityScreen().problem(in: [ArraySlice(html.utf8)])?.reason
    }

    @Test func ordinaryPagesPass() {
        #expect(problem("<table class=\"t\" id='x'><tr><td rowspan=2>a<br>b</td></tr></table><!-- <b><b><b> -->") == nil)
        // Hundreds of siblings that close each other implicitly are not depth.
        #expect(problem("<ul>" + String(repeating: "<li>item", count: 5000) + "</ul>") == nil)
        #expect(problem(String(repeating: "<b>x</b>", count: 10000)) == nil)
        #expect(problem("<img src=\"a\" alt = \"b c\" width=1 height=2 />") == nil)
    }

    @Test func deepOrWideTagsFail() {
        #expect(problem(String(repeating: "<div>", count: 300)) != nil)
        #expect(problem(String(repeating: "<a href=x>", count: 300)) != nil)
        #expect(problem("<div " + (0..<300).map { "a\($0)=x" }.joined(separator: " ") + ">") != nil)
    }

    @Test func attributesAreCountedOncePerName() {
        var screen = HTMLComplexityScreen()
        screen.maxAttributes = 3
        #expect(screen.problem(in: [ArraySlice("<td a=1 b = \"2 3\" c='x y'>".utf8)]) == nil)
        #expect(screen.problem(in: [ArraySlice("<td a=1 b=2 c=3 d>".utf8)]) != nil)
    }
}
