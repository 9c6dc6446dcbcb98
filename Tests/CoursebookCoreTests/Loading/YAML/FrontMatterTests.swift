import Testing
@testable import CoursebookCore

@Suite("Front matter split")
struct FrontMatterTests {
    @Test func yamlAndBodyWithTheirLineOffsets() {
        let split = FrontMatter(splitting: "---\ntitle: A\nyear: 2026\n---\n# A\n\nText\n")
        #expect(split.yaml == "title: A\nyear: 2026")
        #expect(split.body == "# A\n\nText\n")
        #expect(split.yamlLineOffset == 1)
        #expect(split.bodyLineOffset == 4)
    }

    @Test func crlfLineEndsBecomeLineFeeds() {
        let split = FrontMatter(splitting: "---\r\ntitle: A\r\n---\r\n# A\r\ntext\r\n")
        #expect(split.yaml == "title: A")
        #expect(split.body == "# A\ntext\n")
        #expect(split.bodyLineOffset == 3)
    }

    @Test func fencesMayCarryTrailingSpacesAndCloseWithDots() {
        let split = FrontMatter(splitting: "--- \t\ntitle: A\n...  \nbody")
        #expect(split.yaml == "title: A")
        #expect(split.body == "body")
    }

    @Test func emptyFrontMatterAndFenceOnTheLastLine() {
        let split = FrontMatter(splitting: "---\n---")
        #expect(split.yaml == "")
        #expect(split.body == "")
        #expect(split.bodyLineOffset == 2)
    }

    @Test func byteOrderMarkIsDroppedBeforeTheFence() {
        let withYAML = FrontMatter(splitting: "\u{FEFF}---\ntitle: A\n---\nbody")
        #expect(withYAML.yaml == "title: A")
        #expect(withYAML.body == "body")
        let without = FrontMatter(splitting: "\u{FEFF}# Title\r\n")
        #expect(without.yaml == nil)
        #expect(without.body == "# Title\r\n")
    }

    @Test func unclosedOrIndentedFenceIsNotFrontMatter() {
        let unclosed = FrontMatter(splitting: "---\r\ntitle: A\r\n# Body\r\n")
        #expect(unclosed.yaml == nil)
        #expect(unclosed.body == "---\r\ntitle: A\r\n# Body\r\n")
        #expect(unclosed.bodyLineOffset == 0)
        #expect(FrontMatter(splitting: " ---\na: 1\n---\n").yaml == nil)
        #expect(FrontMatter(splitting: "----\na: 1\n---\n").yaml == nil)
    }

    @Test func carriageReturnsInsideLinesStay() {
        let split = FrontMatter(splitting: "---\na: 1\r\r\n---\nx\ry\r")
        #expect(split.yaml == "a: 1\r")
        #expect(split.body == "x\ry\r")
    }
}
