import Testing
@testable import CoursebookCore

/// Two HTML escapes, apart on purpose: `escape` for anywhere, `escapeElementContent` for the
/// site's fixed words and Markdown reports' text, which only ever go into element content.
@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test func escapeIsSafeInContentAndInQuotedAttributes() {
        #expect(HTMLEscaping.escape("Tom & Jerry's <b>\"x\"</b>") == "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;x&quot;&lt;/b&gt;")
        var bytes: [UInt8] = []
        HTMLEscaping.appendEscaped(Array("a<'b".utf8), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "a&lt;&#39;b")
    }

    @Test func elementContentKeepsQuotes() {
        #expect(HTMLEscaping.escapeElementContent("Tom & Jerry's <b>\"x\"</b>") == "Tom &amp; Jerry's &lt;b&gt;\"x\"&lt;/b&gt;")
        #expect(HTMLEscaping.escapeElementContent("Today's plan") == "Today's plan")
    }

    @Test func unescapeUndoesEscapeAndCmarksApostrophe() {
        let text = "Tom & Jerry's <b>\"x\"</b> &amp;lt;"
        #expect(HTMLEscaping.unescape(HTMLEscaping.escape(text)) == text)
        #expect(HTMLEscaping.unescape("a&#x27;b") == "a'b")
        #expect(HTMLEscaping.unescape("plain") == "plain")
    }
}
