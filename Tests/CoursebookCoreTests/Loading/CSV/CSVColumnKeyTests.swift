import Foundation
import Testing
@testable import CoursebookCore

/// A header cell names its column one way (`CSVTable.columnKey`), for the loaders, the editor and
/// imported exports.
@Suite("CSV column keys")
struct CSVColumnKeyTests {
    @Test func aHeaderCellIsTrimmedAndLowerCased() {
        #expect(CSVTable.columnKey("  Student ID\t") == "student id")
        #expect(CSVTable.columnKey("SIS Login ID") == "sis login id")
        #expect(CSVTable.columnKey("") == "")
    }

    @Test func anImportedExportFindsItsColumnsTheSameWay() throws {
        let table = try ExportTable(name: "a.csv", data: Data(" ID ,Name,id\n1,Ada,2\n".utf8), required: [" Id"])
        #expect(table.rows.first?.cells["id"] == "1")
    }
}
