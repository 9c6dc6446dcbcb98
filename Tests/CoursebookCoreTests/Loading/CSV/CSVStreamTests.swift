import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

@Suite("CSV read block by block")
struct CSVStreamTests {
    /// Inputs whose records, quotes, line endings and errors fall across block boundaries.
    private static let inputs: [[UInt8]] = [
        Array("course,student,date,status\nalg,amara,2026-10-19,present\ngeo,bjorn,2026-10-20,late\n".utf8),
        Array("a,b,c\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\nlast,,\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("id,name\r\n1,Zoë\r\n\r\n2,Ana\r\n".utf8),
        Array("a,b\n1,2".utf8),
        Array("a,b\n1,\"never closed\n2,3\n".utf8),
        Array("a,b\n\"x\"y,2\n\"q\"\r,3\n".utf8),
        Array("a,b\n1,".utf8) + [0xFF, 0xFE, 0x41] + Array("\nö,ü\n".utf8),
        [0xFF, 0xFE, 0x61, 0x00],
        Array("\n\n\r\nx\r\n\"\"\n".utf8),
        Array("ö,ü,x\n\"é\nè\",\"\",z\r".utf8),
        [],
    ]

    private struct Parsed: Equatable {
        var rows: [[String]] = []
        var columns: [[Int]] = []
        var lines: [Int] = []
        var ranges: [Range<Int>] = []
        var quoted: [Int] = []
        var problems: [String] = []

        mutating func add(_ row: CSVRow) {
            rows.append(row.fields)
            columns.append(row.columns)
            lines.append(row.line)
            ranges.append(row.byteRange)
            quoted.append(row.quotedFields)
        }
    }

    private func whole(_ bytes: [UInt8]) -> Parsed {
        var parsed = Parsed()
        parsed.problems = bytes.withUnsafeBytes { CSVParser(path: "t.csv").parse($0) { parsed.add($0) } }.map(\.description)
        return parsed
    }

    private func streamed(_ bytes: [UInt8], blockSize: Int) throws -> Parsed {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("csv-stream-\(UUID().uuidString).csv")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        var parsed = Parsed()
        var problems: [Diagnostic] = []
        let failure = CSVParser(path: "t.csv").scan(descriptor: descriptor, blockSize: blockSize, diagnostics: &problems) { parsed.add($0.row) }
        #expect(failure == nil)
        parsed.problems = problems.map(\.description)
        return parsed
    }

    @Test func everyBlockSizeReadsWhatOneBufferReads() throws {
        for input in Self.inputs {
            let expected = whole(input)
            for blockSize in [1, 2, 3, 5, 8, 64] {
                #expect(try streamed(input, blockSize: blockSize) == expected, "block size \(blockSize): \(String(decoding: input, as: UTF8.self))")
            }
        }
    }

    @Test func lineFeedsAreCountedAcrossBlocks() throws {
        let text = Array(String(repeating: "alg,amara,2026-10-19,present\n", count: 50_000).utf8) + Array("no newline".utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("csv-lines-\(UUID().uuidString).csv")
        try Data(text).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        #expect(CSVParser.lineFeeds(descriptor: descriptor) == 50_000)
    }
}
