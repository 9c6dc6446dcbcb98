import Testing
import Yams
@testable import CoursebookCore

@Suite("YAML scalars we write")
struct YAMLScalarTests {
    /// What Yams reads back from `key: <scalar>`.
    private func readBack(_ scalar: String) throws -> String? {
        let mapping = try Yams.load(yaml: "key: \(scalar)\n") as? [String: Any]
        return mapping?["key"] as? String
    }

    /// The one writer, plain or quoted: every text reads back as written, line breaks included
    /// (the words listing's own quoting, before it used this one, left a line break raw inside
    /// the quotes, which YAML reads as a space).
    @Test(arguments: ["Main Campus", "yes", "09:00", "A: B", "{n} sessions", "say \"hi\"", "C:\\path", "two\nlines", "tab\there", "cr\r", "  edges  "])
    func everyTextReadsBackAsWritten(_ text: String) throws {
        #expect(try readBack(YAMLScalar.format(text)) == text)
        #expect(try readBack(YAMLScalar.doubleQuoted(text)) == text)
    }

    @Test func scalarsThatWouldChangeMeaningAreQuoted() {
        #expect(YAMLScalar.format("Main Campus") == "Main Campus")
        #expect(YAMLScalar.format("yes") == "\"yes\"")
        #expect(YAMLScalar.format("09:00") == "\"09:00\"")
        #expect(YAMLScalar.format("A \"B\" #1") == "\"A \\\"B\\\" #1\"")
    }

    @Test func doubleQuotedAlwaysQuotes() {
        #expect(YAMLScalar.doubleQuoted("Main Campus") == "\"Main Campus\"")
        #expect(YAMLScalar.doubleQuoted("a \"b\" \\ c") == "\"a \\\"b\\\" \\\\ c\"")
        #expect(YAMLScalar.doubleQuoted("two\nlines") == "\"two\\nlines\"")
    }
}
