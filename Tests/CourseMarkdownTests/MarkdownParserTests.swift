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
        #expect(document.kind == .document)
        #expect(document.children.count == 4)

        let heading = document.children[0]
        #expect(heading.kind == .heading(level: 1))
        #expect(heading.plainText == "Data Structures")
        #expect(heading.range == SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 17)))

        let paragraph = document.children[1]
        let link = try #require(paragraph.children.first { if case .link = $0.kind { true } else { false } })
        #expect(link.kind == .link(destination: "notes.md", title: "Week 1"))
        #expect(link.plainText == "the notes")
        let image = try #require(paragraph.children.first { if case .image = $0.kind { true } else { false } })
        #expect(image.kind == .image(destination: "img/tree.png", title: ""))

        let ordered = document.children[2]
        #expect(ordered.kind == .list(ListStyle(kind: .ordered, start: 4, isTight: true, delimiter: .period)))
        #expect(ordered.children.map(\.plainText) == ["fourth", "fifth"])
        #expect(ordered.range?.start.line == 5)

        let bullets = document.children[3]
        #expect(bullets.kind == .list(ListStyle(kind: .bullet, start: 1, isTight: false, delimiter: .none)))
    }

    @Test func codeBlocksKeepInfoAndLiteral() throws {
        let document = try MarkdownParser.parse("```swift\nlet x = 1\n```\n")
        let block = try #require(document.children.first)
        #expect(block.kind == .codeBlock(info: "swift"))
        #expect(block.literal == "let x = 1\n")
    }

    @Test func emptyDocumentHasNoChildren() throws {
        let document = try MarkdownParser.parse("")
        #expect(document.kind == .document)
        #expect(document.children.isEmpty)
        #expect(document.plainText.isEmpty)
    }

    @Test func unicodeTextSurvivesTheCBoundary() throws {
        let document = try MarkdownParser.parse("## Задачи — 第一 🎓\n\nÖmer Yılmaz, Þórunn\n")
        #expect(document.children[0].plainText == "Задачи — 第一 🎓")
        #expect(document.children[0].kind == .heading(level: 2))
        #expect(document.children[1].plainText == "Ömer Yılmaz, Þórunn")
        #expect(document.children[1].range?.start.line == 3)
    }

    @Test func setextHeadingsAndSoftBreaks() throws {
        let document = try MarkdownParser.parse("Title\n=====\n\none\ntwo\n")
        #expect(document.children[0].kind == .heading(level: 1))
        #expect(document.children[1].plainText == "one two")
    }

    @Test func deepNestingDoesNotOverflowTheStack() throws {
        let text = String(repeating: "> ", count: 5_000) + "deep"
        let document = try MarkdownParser.parse(text)
        var depth = 0
        var node = document
        while let child = node.children.first {
            depth += 1
            node = child
        }
        #expect(depth > 100)
        #expect(document.plainText == "deep")
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
        var links = 0
        document.forEach { if case .link = $0.kind { links += 1 } }
        #expect(links == 2_000)
    }
}
