import Foundation
import Testing
@testable import CoursebookCore

@Suite("CSV records edited in place")
struct CSVDocumentTests {
    private func document(_ bytes: [UInt8], columns: [String] = ["a", "b"]) throws -> CSVDocument {
        try CSVDocument(path: "t.csv", data: Data(bytes), defaultColumns: columns)
    }

    private func text(_ document: CSVDocument) -> [UInt8] { [UInt8](document.data) }

    @Test func recordsKnowTheirBytes() {
        var rows: [CSVRow] = []
        let input = Array("a,b\r\n\"x\ny\",2\r\n\r\nlast,3".utf8)
        _ = input.withUnsafeBytes { CSVParser(path: "t.csv").parse($0) { rows.append($0) } }
        #expect(rows.map(\.byteRange) == [0..<5, 5..<14, 16..<22])
        #expect(rows.map(\.quotedFields) == [0, 1, 0])
    }

    @Test func appendFollowsBOMCRLFAndQuoteAll() throws {
        var doc = try document([0xEF, 0xBB, 0xBF] + Array("\"a\",\"b\"\r\n\"1\",\"2\"\r\n".utf8))
        doc.append(["b": "x, \"y\"", "a": "3"])
        #expect(text(doc) == [0xEF, 0xBB, 0xBF] + Array("\"a\",\"b\"\r\n\"1\",\"2\"\r\n\"3\",\"x, \"\"y\"\"\"\r\n".utf8))
    }

    @Test func minimalQuotingQuotesOnlyWhatNeedsIt() throws {
        var doc = try document(Array("b,a\n1,2\n".utf8))
        doc.append(["a": "plain", "b": "has,comma"])
        #expect(text(doc) == Array("b,a\n1,2\n\"has,comma\",plain\n".utf8))
    }

    @Test func removingAMultiLineRecordLeavesTheRest() throws {
        var doc = try document(Array("a,b\n# keep\n\"two\nlines\",1\n\nz,9".utf8))
        let index = try #require(doc.indices { $0["b"] == "1" }.first)
        doc.remove(index)
        #expect(text(doc) == Array("a,b\n# keep\n\nz,9".utf8))
    }

    @Test func replacingTheLastRecordKeepsItsMissingNewline() throws {
        var doc = try document(Array("a,b\n1,2\n3,4".utf8))
        doc.update(1, ["b": "5"])
        #expect(text(doc) == Array("a,b\n1,2\n3,5".utf8))
        doc.append(["a": "6", "b": "7"])
        #expect(text(doc) == Array("a,b\n1,2\n3,5\n6,7\n".utf8))
    }

    @Test func unknownColumnsKeepTheirValuesOnUpdate() throws {
        var doc = try document(Array("a,extra,b\n1,keep me,2\n".utf8))
        doc.update(0, ["b": "3"])
        #expect(text(doc) == Array("a,extra,b\n1,keep me,3\n".utf8))
    }

    @Test func aMissingFileStartsWithAHeader() throws {
        var doc = try CSVDocument(path: "new.csv", data: nil, defaultColumns: ["course", "student"])
        doc.append(["course": "alg", "student": "amara"])
        #expect(text(doc) == Array("course,student\nalg,amara\n".utf8))
    }

    @Test func addingAColumnAppendsAFieldToTheHeaderAndEveryRecordOnly() throws {
        var doc = try document([0xEF, 0xBB, 0xBF] + Array("a,b\r\n1,\"x\r\ny\"\r\n\r\n# note\r\n3,4".utf8))
        doc.addColumn("github")
        #expect(doc.has("github"))
        #expect(text(doc) == [0xEF, 0xBB, 0xBF] + Array("a,b,github\r\n1,\"x\r\ny\",\r\n\r\n# note,\r\n3,4,".utf8))
        doc.update(2, ["github": "ghuser"])
        doc.append(["a": "5", "b": "6", "github": "new"])
        #expect(text(doc) == [0xEF, 0xBB, 0xBF] + Array("a,b,github\r\n1,\"x\r\ny\",\r\n\r\n# note,\r\n3,4,ghuser\r\n5,6,new\r\n".utf8))
    }

    @Test func aColumnAddedAfterEditsReachesThemAndFollowsQuoteAll() throws {
        var doc = try document(Array("\"a\",\"b\"\n\"1\",\"2\"\n\"3\",\"4\"\n".utf8))
        doc.update(1, ["b": "5"])
        doc.append(["a": "7", "b": "8"])
        doc.addColumn("c")
        doc.addColumn("C")
        #expect(text(doc) == Array("\"a\",\"b\",\"c\"\n\"1\",\"2\",\"\"\n\"3\",\"5\",\"\"\n\"7\",\"8\",\"\"\n".utf8))
    }

    @Test func aNewFileGetsTheAddedColumnInItsHeader() throws {
        var doc = try CSVDocument(path: "new.csv", data: nil, defaultColumns: ["a"])
        doc.addColumn("b")
        doc.append(["a": "1", "b": "2"])
        #expect(text(doc) == Array("a,b\n1,2\n".utf8))
    }
}
