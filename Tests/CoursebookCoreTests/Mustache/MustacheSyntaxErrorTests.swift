import Foundation
import Testing
@testable import CoursebookCore

/// Broken templates are reported with the line and column of the tag at fault, in words a
/// template author can act on.
@Suite("Mustache engine: syntax errors")
struct MustacheSyntaxErrorTests {
    private func error(_ template: String) throws -> TemplateSyntaxError {
        try #require(syntaxError(template))
    }

    @Test func anUnclosedSectionIsReportedWhereItOpens() throws {
        let found = try error("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n")
        #expect((found.line, found.column) == (2, 3))
        #expect(found.message == "{{#items}} is never closed with {{/items}}")
        #expect(try error("{{<layout.html}}{{$content}}x{{/content}}").message == "{{<layout.html}} is never closed with {{/layout.html}}")
    }

    @Test func aMismatchedCloseTagNamesBothTags() throws {
        let found = try error("{{#a}}\n{{#b}}\nx {{/a}}\n{{/b}}")
        #expect((found.line, found.column) == (3, 3))
        #expect(found.message == "{{/a}} does not close {{#b}} (opened at line 2, column 1)")
        #expect(try error("text {{/a}}").message == "{{/a}} closes no open section")
    }

    @Test func anUnclosedTagIsReportedWhereItStarts() throws {
        let atEnd = try error("line\nab {{name")
        #expect((atEnd.line, atEnd.column) == (2, 4))
        #expect(atEnd.message == "tag {{name is never closed with }}")
        #expect(try error("{{first second}}").message == "tag {{first must end with }} right after its name")
        #expect(try error("{{{html}}").message == "tag {{{html must end with }}} right after its name")
        #expect(try error("{{! never closed").message == "comment {{! is never closed with }}")
        #expect(try error("a {{}} b").message == "tag {{}} has no name")
    }

    @Test func aNameCharacterSwiftMustacheRefusedIsStillRefused() throws {
        #expect(try error("<p>{{ti<tle}}</p>").message == "tag {{ti must end with }} right after its name")
        #expect(try error("{{{{name}}}}").message == "tag {{{ has no name")
        #expect(try mustache("{{näme}}|{{a-b_c?}}|{{>dir/part}}", ["näme": "ü", "a-b_c?": "ok"], partials: ["dir/part": "p"]) == "ü|ok|p")
    }

    @Test func badSetDelimitersAreRefused() throws {
        for template in ["{{=<%%>=}}", "{{=<% %>}}", "{{= =}}", "{{=<% %>=}"] {
            let found = try error("x\n " + template)
            #expect((found.line, found.column) == (2, 2), "\(template)")
            #expect(found.message.hasPrefix("a set-delimiter tag looks like {{=<% %>=}}"), "\(template)")
        }
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let found = try error("é€😀 {{#open}}")
        #expect((found.line, found.column) == (1, 5))
    }

    @Test func aBookTemplatesErrorAfterNonASCIITextIsAtItsCharacterColumn() throws {
        let found = try error("<p>\nZoë, Łódź — {{#open}}\n")
        #expect((found.line, found.column) == (2, 13))
    }

    @Test func extensionsOfOtherEnginesAreRefusedRatherThanShownEmpty() throws {
        #expect(try error("{{uppercased(name)}}").message.contains("functions such as upper(name) are not supported"))
        #expect(try error("{{>*dynamic}}").message.contains("dynamic partial names are not supported"))
        #expect(try error("{{%CONTENT_TYPE:TEXT}}").message.contains("pragmas"))
        #expect(try error("{{a..b}}").message.contains("needs a key on each side of every dot"))
    }

    @Test func onlyBlocksMayAppearInsideAParent() throws {
        let found = try error("{{<layout}}\n{{$content}}x{{/content}}\n{{name}}\n{{/layout}}")
        #expect((found.line, found.column) == (3, 1))
        #expect(found.message == "only {{$block}} overrides, comments and text may appear inside {{<layout}}")
    }

    @Test func theLibraryReportsEveryBrokenTemplateAtOnceWithItsPath() throws {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("tpl-errors-\(UUID().uuidString)")
        let folder = book.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: book) }
        try "{{<layout.html}}\n{{$content}}\n{{#x}}\n{{/content}}\n{{/layout.html}}\n".write(to: folder.appendingPathComponent("home.html.mustache"), atomically: true, encoding: .utf8)
        try "<p>{{title}</p>\n<p>{{other}}</p>\n".write(to: folder.appendingPathComponent("report.html.mustache"), atomically: true, encoding: .utf8)
        let failure = #expect(throws: TemplateError.self) { try TemplateLibrary.load(overrides: folder) }
        #expect(failure?.diagnostics.map(\.description) == [
            "Templates/home.html.mustache:4:1: error: template does not parse: {{/content}} does not close {{#x}} (opened at line 3, column 1)",
            "Templates/report.html.mustache:1:4: error: template does not parse: tag {{title must end with }} right after its name",
        ])
    }
}
