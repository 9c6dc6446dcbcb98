import Foundation
import Testing
@testable import CoursebookCore

@Suite("YAML course files edited line by line")
struct YAMLLineEditorTests {
    private let course = """
        # top comment
        name: Algorithms   # display name
        subject: "Computer Science"
        branch: Informatics
        meets:
          # weekly
          - days: MWF
            start: "09:00"
            end: "09:50"

        # tail comment
        page: pages/alg.md
        """

    private func editor(_ text: String) throws -> YAMLLineEditor {
        try YAMLLineEditor(path: "courses/alg.yml", data: Data(text.utf8))
    }

    private func text(_ editor: YAMLLineEditor) -> String { String(decoding: editor.data, as: UTF8.self) }

    @Test func setReplacesTheValueAndKeepsTheComment() throws {
        var edit = try editor(course)
        try edit.set("name", to: "Algorithms: Advanced", after: [])
        #expect(text(edit) == course.replacingOccurrences(of: "name: Algorithms   # display name", with: "name: \"Algorithms: Advanced\"   # display name"))
    }

    @Test func setInsertsAMissingKeyAfterItsAnchor() throws {
        var edit = try editor(course)
        try edit.set("teacher", to: "tlin", after: ["branch", "subject"])
        #expect(text(edit) == course.replacingOccurrences(of: "branch: Informatics\n", with: "branch: Informatics\nteacher: tlin\n"))
    }

    @Test func removeDropsOnlyThatKey() throws {
        var edit = try editor(course)
        try edit.remove("page")
        #expect(text(edit) == course.replacingOccurrences(of: "page: pages/alg.md", with: ""))
    }

    @Test func appendAddsAListItemBeforeTrailingComments() throws {
        var edit = try editor(course)
        try edit.append(item: ["days: TR", "start: \"10:00\"", "end: \"11:00\""], to: "meets", after: [])
        #expect(text(edit) == course.replacingOccurrences(of: "    end: \"09:50\"\n", with: "    end: \"09:50\"\n  - days: TR\n    start: \"10:00\"\n    end: \"11:00\"\n"))
    }

    @Test func aOneLineListIsLeftToTheUser() throws {
        var edit = try editor("name: X\nmeets: [{days: M, start: \"09:00\", end: \"10:00\"}]\n")
        #expect(throws: EditError.self) { try edit.append(item: ["days: T"], to: "meets", after: []) }
    }

    @Test func aBlockListItemIsIndentedOneWay() {
        #expect(YAMLLineEditor.itemText(["days: MWF", "start: \"09:00\""]) == ["  - days: MWF", "    start: \"09:00\""])
        #expect(YAMLLineEditor.itemText(["x"], indent: "") == ["- x"])
    }
}
