import Testing
@testable import CoursebookCore

/// `PipeTableParser.splitCells` reads bytes for every line; these pin that it splits where the
/// characters do, non-ASCII text included.
struct PipeTableCellsTests {
    @Test func nonASCIICellsSplitAtTheirPipes() {
        #expect(PipeTableParser.splitCells("| 02 Ottobre | Algebra — relazionale | Übung \\| 2 |") == ["02 Ottobre", "Algebra — relazionale", "Übung | 2"])
        #expect(PipeTableParser.splitCells("Sitzung|Thema|Tag") == ["Sitzung", "Thema", "Tag"])
        #expect(PipeTableParser.splitCells("| 課題 | 締め切り |") == ["課題", "締め切り"])
    }

    @Test func aPipeCarryingACombiningMarkIsNoSeparator() {
        // `|` followed by U+0301 is one character, as a reader sees it.
        #expect(PipeTableParser.splitCells("a |\u{301} b | c") == ["a |\u{301} b", "c"])
    }
}
