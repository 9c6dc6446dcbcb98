import Foundation
import Testing

/// Two `coursebook enroll` processes on one book at the same time: the lock serialises them and
/// both enrollments land.
@Suite("Concurrent edits")
struct ConcurrentEditTests {
    @Test func twoEnrollProcessesBothLand() throws {
        let book = try BookCopy()
        defer { book.remove() }
        try #require(FileManager.default.isExecutableFile(atPath: BookCopy.executable.path), "build the coursebook executable first (swift build)")
        let processes = [["enroll", "net", "ravi"], ["enroll", "db", "omar"], ["enroll", "db", "zoe"], ["enroll", "db", "ravi"]].map { arguments in
            let process = Process()
            process.executableURL = BookCopy.executable
            process.arguments = arguments + ["--book", book.root.path]
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
        let lines = try #require(book.current("enrollments.csv")).split(separator: "\n")
        #expect(Array(lines.prefix(5)) == ["student,course", "lina,net", "omar,net", "zoe,net", "lina,db"])
        #expect(Set(lines.dropFirst(5)) == ["ravi,net", "omar,db", "zoe,db", "ravi,db"])
        #expect(lines.count == 9)
    }
}
