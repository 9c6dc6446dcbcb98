import Foundation
import Testing
@testable import CoursebookCore

/// JSON strings: plain ones are appended as they are, every escape still applies, and the output
/// always parses back to the original text.
struct JSONValueTests {
    @Test(arguments: [
        ("plain text, accents: é, ü and 漢字", #""plain text, accents: é, ü and 漢字""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("</script><b>&amp;", #""\u003c/script\u003e\u003cb\u003e\u0026amp;""#),
        ("line\nbreak\r\ttab\u{1}", #""line\nbreak\r\ttab\u0001""#),
        ("sep\u{2028}par\u{2029}end", #""sep\u2028par\u2029end""#),
        ("dash – and … stay", #""dash – and … stay""#),
        ("<\u{301}", #""\u003ć""#),
        ("", #""""#),
    ])
    func stringsAreEscaped(_ text: String, _ expected: String) throws {
        let json = JSONValue.string(text).serialized(pretty: false)
        #expect(json == expected)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
        #expect(decoded == [text])
    }

    @Test func keysAreEscapedAndOrderKept() {
        let value = JSONValue.object([("z<", .int(1)), ("a", .array([.string("x\"y"), .null, .bool(true)]))])
        #expect(value.serialized(pretty: false) == #"{"z\u003c":1,"a":["x\"y",null,true]}"#)
    }
}
