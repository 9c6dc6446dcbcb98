import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// The common YAML slips get plain words and the location of the slip itself, not only
/// libyaml's message at the place it noticed.
@Suite("YAML error hints")
struct YAMLErrorHintTests {
    /// The errors of valid-book with `alg.yml`'s line `original` replaced by `replacement`.
    private func errors(replacing original: String, with replacement: String) throws -> [String] {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        let path = book.appendingPathComponent("courses/alg.yml")
        let text = try String(contentsOf: path, encoding: .utf8)
        #expect(text.contains(original))
        try FixtureBooks.write(text.replacingOccurrences(of: original, with: replacement), "courses/alg.yml", in: book)
        switch Result(catching: { () throws(BookError) in try BookLoader(root: book).load() }) {
        case .success: return []
        case .failure(.invalid(let diagnostics)): return diagnostics.filter { $0.severity == .error }.map(\.description)
        case .failure(let error): throw error
        }
    }

    @Test func anUnquotedColonInAValueSaysToQuoteIt() throws {
        #expect(try errors(replacing: "name: Algorithms", with: "name: Week 1: stats") == [
            "courses/alg.yml:1:13: error: invalid YAML: mapping values are not allowed in this context; a value containing ': ' must be quoted: name: \"Week 1: stats\"",
        ])
    }

    @Test func aTabInTheIndentationSaysSpaces() throws {
        let found = try errors(replacing: "    start: \"09:00\"", with: "\tstart: \"09:00\"")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("courses/alg.yml:7:1: error: invalid YAML: ") == true, "\(found)")
        #expect(found.first?.hasSuffix("; indent with spaces: YAML does not allow tabs for indentation") == true, "\(found)")
    }

    @Test func aDashWithoutASpaceIsLocatedAtTheDash() throws {
        let found = try errors(replacing: "  - days: MWF", with: "  -days: MWF")
        #expect(found == ["courses/alg.yml:6:3: error: invalid YAML: mapping values are not allowed in this context; a list item needs a space after '-': write '- days: MWF'"])
    }

    @Test func aKeyWithoutASpaceAfterItsColonIsLocatedAtTheColon() throws {
        let found = try errors(replacing: "subject: Computer Science", with: "subject:Computer Science")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("courses/alg.yml:2:9: error: invalid YAML: could not find expected ':'") == true, "\(found)")
        #expect(found.first?.hasSuffix("; put a space after the colon: 'subject: Computer Science'") == true, "\(found)")
    }

    @Test func otherErrorsKeepLibyamlsWordsAndPlace() throws {
        let found = try errors(replacing: "room: B-204", with: "room: [B-204")
        #expect(found.count == 1)
        #expect(found.first?.contains("; ") == false, "\(found)")
    }
}
