import CourseModel
import Testing

/// A diagnostic prints as one safe line whatever the book's values hold (issue 14, item 13).
@Suite("Diagnostic printing")
struct DiagnosticPrintingTests {
    private func printed(_ message: String, path: String = "people.csv") -> String {
        Diagnostic.error(SourceLocation(path: path, line: 3, column: 1), message).description
    }

    @Test func terminalEscapesAreShownEscaped() {
        let line = printed("unknown person '\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}x' in 'student'")
        #expect(line == "people.csv:3:1: error: unknown person '\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{9B}x' in 'student'")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func lineBreaksTabsAndBidiControlsAreShownEscaped() {
        #expect(printed("'a\nb\rc\td\u{202E}e'") == "people.csv:3:1: error: 'a\\nb\\rc\\td\\u{202E}e'")
    }

    @Test func aFileNameWithEscapesIsShownEscaped() {
        #expect(printed("x", path: "notes/\u{1B}[2J.md").hasPrefix("notes/\\u{1B}[2J.md:3:1: error: "))
    }

    @Test func aHundredKilobytesOfNULsAreCutToAShortLine() {
        let line = printed("unknown person '" + String(repeating: "\u{0}", count: 100_000) + "' in 'student'")
        #expect(line.count < 600, "\(line.count) characters")
        #expect(line.hasSuffix("…' in 'student'"), "\(line.suffix(40))")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func aLongValueIsCutAt240Characters() {
        let line = printed("unknown course '" + String(repeating: "x", count: 500) + "'")
        #expect(line == "people.csv:3:1: error: unknown course '" + String(repeating: "x", count: 239) + "…'")
    }

    @Test func aLongPathOrAddressStaysWhole() {
        let folder = "/home/teacher/courses/2026-fall/introduction-to-programming/.coursebook/cache/" + String(repeating: "d", count: 100)
        #expect(printed("not in the cache \(folder) (--offline)") == "people.csv:3:1: error: not in the cache \(folder) (--offline)")
    }

    @Test func aHugeMessageOfShortWordsIsCut() {
        let line = printed(String(repeating: "ab ", count: 100_000))
        #expect(line.count < 2_100 && line.hasSuffix("…"))
    }

    @Test func ordinaryMessagesAreUnchanged() {
        let message = "course page 'pages/x.md' must be a Markdown file (.md or .markdown); Björn, Zoë and 東京 stay as written"
        #expect(printed(message) == "people.csv:3:1: error: " + message)
    }
}

@Suite("Diagnostic lists")
struct DiagnosticListTests {
    @Test func identicalDiagnosticsAreListedOnce() {
        let twice = Diagnostic.error(SourceLocation(path: "courses/geo.yml", line: 5, column: 43), "meeting ends at 12:45")
        let other = Diagnostic.error(SourceLocation(path: "courses/geo.yml", line: 6, column: 1), "meeting ends at 12:45")
        #expect([twice, other, twice, twice].sortedByLocation() == [twice, other])
        #expect([other, twice, other].uniqued() == [other, twice])
    }
}
