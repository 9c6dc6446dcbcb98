import Testing
@testable import CoursebookCore

/// A `FileStamp` is written as text by `FileStamp.appendFields` alone, and reads back whole,
/// extremes included: a device number past 2^63 and a modification time before 1970.
@Suite("File stamps")
struct FileStampTests {
    private static func readBack(_ stamp: FileStamp) -> FileStamp? {
        var bytes = Array("header\nstamp ".utf8)
        stamp.appendFields(to: &bytes)
        bytes.append(0x0A)
        var read: FileStamp?
        _ = bytes.withUnsafeBufferPointer { buffer in
            BuildFileLine.forEach(in: buffer, terminated: true) { line in
                read = line.stamp(1)
                return .stop
            }
        }
        return read
    }

    @Test(arguments: [
        FileStamp(device: 2049, inode: 1_234_567, size: 4096, modified: 1_790_000_000_123_456_789, changed: 1_790_000_000_987_654_321, mode: 0o100644, links: 1),
        FileStamp(device: UInt64.max, inode: UInt64(Int64.max) + 1, size: 0, modified: -86_400_000_000_000, changed: -1, mode: UInt32.max, links: UInt64.max),
        FileStamp(device: 0, inode: 0, size: Int64.max, modified: Int64.max, changed: Int64.min + 1, mode: 0, links: 0),
    ])
    func aStampReadsBackAsItWasWritten(stamp: FileStamp) {
        #expect(Self.readBack(stamp) == stamp)
    }

    @Test func theFieldsAreSevenDecimals() {
        let stamp = FileStamp(device: UInt64.max, inode: 7, size: 12, modified: -5, changed: 3, mode: 0o40755, links: 2)
        #expect(stamp.fields == "18446744073709551615 7 12 -5 3 16877 2")
    }

    @Test(arguments: [Int64.min, -1, 0, 9, 10, 1_000_000_007, Int64.max])
    func decimalsAreWrittenAsDescribed(number: Int64) {
        var bytes: [UInt8] = []
        bytes.appendDecimal(number)
        #expect(String(decoding: bytes, as: UTF8.self) == String(number))
        bytes = []
        bytes.appendDecimal(number.magnitude)
        #expect(String(decoding: bytes, as: UTF8.self) == String(number.magnitude))
    }
}
