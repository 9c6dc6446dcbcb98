import Testing
@testable import CoursebookCore

/// GFM strikethrough has one reader, used by the renderer (`<del>`) and the rules (struck words left out).
@Suite("Strikethrough")
struct StrikethroughTests {
    private func struck(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return Strikethrough.spans(in: bytes[...]).map { String(decoding: bytes[$0.inside], as: UTF8.self) }
    }

    @Test func spansFollowGFMsFlankingRule() {
        #expect(struck("The ~~old~~ new room") == ["old"])
        #expect(struck("~~ spaced ~~ and ~~unclosed") == [], "an opening `~~` before a space, or one never closed, is text")
        #expect(struck("~~a~~ ~~b~~") == ["a", "b"])
    }

    @Test func theRulesLeaveStruckWordsOut() {
        #expect(Strikethrough.removing(from: "~~June 28th~~ June 29") == "June 29")
        #expect(Strikethrough.removing(from: "June 29") == "June 29")
        #expect(Strikethrough.removing(from: "~~ not struck ~~") == "~~ not struck ~~")
    }

    @Test func aWhollyStruckLine() {
        #expect(Strikethrough.isWhollyStruck("~~May 28: submit the lab~~"))
        #expect(!Strikethrough.isWhollyStruck("~~May 28~~: submit the lab"))
        #expect(!Strikethrough.isWhollyStruck("~~a~~ and ~~b~~"), "two spans are not one struck line")
    }
}
