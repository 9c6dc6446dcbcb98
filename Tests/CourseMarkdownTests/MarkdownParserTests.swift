import Testing
@testable import CourseMarkdown

@Suite("Markdown parser")
struct MarkdownParserTests {
    @Test func headingsListsAndLinksBecomeSwiftValues() throws {
        let text = """
        # Data Structures

        Read [the notes](notes.md "Week 1") and ![a tree](img/tree.png).

        4. fourth
        5. fifth

        - loose

        - list
        """
        let document = try MarkdownParser.parse(text)
        let root = MarkdownDocument.root
        #expect(document.kind(of: root) == .document)
        let blocks = Array(document.children(of: root))
        #expect(blocks.count == 4)
        #expect(document.children(of: root).count == 4)

        let heading = blocks[0]
        #expect(document.kind(of: heading) == .heading(level: 1))
        #expect(document.plainText(of: heading) == "Data Structures")
        #expect(document.range(of: heading) == SourceRange(start: .init(line: 1, byteColumn: 1), end: .init(line: 1, byteColumn: 17)))

        let inlines = Array(document.children(of: blocks[1]))
        let link = try #require(inlines.first { if case .link = document.kind(of: $0) { true } else { false } })
        #expect(document.kind(of: link) == .link(destination: "notes.md", title: "Week 1"))
        #expect(document.plainText(of: link) == "the notes")
        let image = try #require(inlines.first { if case .image = document.kind(of: $0) { true } else { false } })
        #expect(document.kind(of: image) == .image(destination: "img/tree.png", title: ""))

        let ordered = blocks[2]
        #expect(document.kind(of: ordered) == .list(ListStyle(kind: .ordered, start: 4, isTight: true, delimiter: .period)))
        #expect(document.children(of: ordered).map { document.plainText(of: $0) } == ["fourth", "fifth"])
        #expect(document.range(of: ordered)?.start.line == 5)

        let bullets = blocks[3]
        #expect(document.kind(of: bullets) == .list(ListStyle(kind: .bullet, start: 1, isTight: false, delimiter: .none)))
        #expect(document.end(of: bullets) == document.count)
        #expect(document.end(of: root) == document.count)
    }

    @Test func codeBlocksKeepInfoAndLiteral() throws {
        let document = try MarkdownParser.parse("```swift\nlet x = 1\n```\n")
        let block = try #require(document.firstChild(of: MarkdownDocument.root))
        #expect(document.kind(of: block) == .codeBlock(info: "swift"))
        #expect(document.literal(of: block) == "let x = 1\n")
        #expect(document.literal(of: MarkdownDocument.root).isEmpty)
    }

    @Test func emptyDocumentHasNoChildren() throws {
        let document = try MarkdownParser.parse("")
        #expect(document.kind(of: MarkdownDocument.root) == .document)
        #expect(document.firstChild(of: MarkdownDocument.root) == nil)
        #expect(document.plainText(of: MarkdownDocument.root).isEmpty)
    }

    @Test func unicodeTextSurvivesTheCBoundary() throws {
        let document = try MarkdownParser.parse("## Задачи — 第一 🎓\n\nÖmer Yılmaz, Þórunn\n")
        let blocks = Array(document.children(of: MarkdownDocument.root))
        #expect(document.plainText(of: blocks[0]) == "Задачи — 第一 🎓")
        #expect(document.kind(of: blocks[0]) == .heading(level: 2))
        #expect(document.plainText(of: blocks[1]) == "Ömer Yılmaz, Þórunn")
        #expect(document.range(of: blocks[1])?.start.line == 3)
    }

    @Test func setextHeadingsAndSoftBreaks() throws {
        let document = try MarkdownParser.parse("Title\n=====\n\none\ntwo\n")
        let blocks = Array(document.children(of: MarkdownDocument.root))
        #expect(document.kind(of: blocks[0]) == .heading(level: 1))
        #expect(document.plainText(of: blocks[1]) == "one two")
    }

    @Test func plainTextPutsLaterBlocksOnNewLines() throws {
        let document = try MarkdownParser.parse("- one  \n  two\n- `three`\n\n  four\n\n> quoted\n")
        #expect(document.plainText(of: MarkdownDocument.root) == "one\ntwo\nthree\nfour\nquoted")
    }

    @Test func deepNestingDoesNotOverflowTheStack() throws {
        let text = String(repeating: "> ", count: 5_000) + "deep"
        let document = try MarkdownParser.parse(text)
        var depth = 0
        var node = MarkdownDocument.root
        while let child = document.firstChild(of: node) {
            depth += 1
            node = child
        }
        #expect(depth > 100)
        #expect(document.plainText(of: MarkdownDocument.root) == "deep")
    }

    @Test func nestingBeyondTheLimitIsRefusedOrKeptLiteral() throws {
        let text = String(repeating: "> ", count: 7_000) + "deep"
        #expect(throws: MarkdownError.self) { try MarkdownParser.parse(text) }
        let literal = MarkdownParser.parseUnscreened(text)
        let paragraph = try #require(literal.firstChild(of: MarkdownDocument.root))
        #expect(literal.kind(of: paragraph) == .paragraph)
        #expect(literal.plainText(of: MarkdownDocument.root) == text)
    }

    @Test func paragraphsCopyIntoAnotherDocument() throws {
        let source = try MarkdownParser.parse("*a* [b](c.md)\n")
        var cells = MarkdownDocument()
        let first = cells.appendParagraph(text: "plain")
        let second = cells.appendParagraph(inlinesOf: try #require(source.firstChild(of: MarkdownDocument.root)), in: source)
        let empty = cells.appendParagraph(text: "")
        #expect(Array(cells.children(of: MarkdownDocument.root)) == [first, second, empty])
        #expect(cells.plainText(of: first) == "plain")
        #expect(cells.plainText(of: second) == "a b")
        #expect(cells.children(of: second).map { cells.kind(of: $0) } == [.emphasis, .text, .link(destination: "c.md", title: "")])
        #expect(cells.firstChild(of: empty) == nil)
    }

    @Test func quadraticImageBracketsAreRejectedWithALine() {
        let text = "Intro\n\n" + String(repeating: "![[]()", count: 40_000)
        #expect(throws: MarkdownError.self) { try MarkdownParser.parse(text) }
        do {
            _ = try MarkdownParser.parse(text)
        } catch {
            #expect(error.line == 3)
        }
    }

    @Test func manyRealLinksStillParse() throws {
        let text = (0..<2_000).map { "See [item \($0)](https://example.com/\($0))." }.joined(separator: "\n")
        let document = try MarkdownParser.parse(text)
        let links = (0..<document.count).filter { if case .link = document.kind(of: $0) { true } else { false } }
        #expect(links.count == 2_000)
    }
}
