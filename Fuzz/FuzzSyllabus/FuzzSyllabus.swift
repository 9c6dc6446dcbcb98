@testable import CoursebookCore
import FuzzSupport

/// libFuzzer entry: a course page through the syllabus extractor, which either reads it or rejects
/// it with an error; the HTML it gives must never hold a raw script tag.
@main
enum FuzzSyllabus {
    static func main() { runFuzzer(fuzzSyllabus) }
}

/// One input (also exported under the name libFuzzer links against).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSyllabus(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    if let syllabus = try? SyllabusExtractor(origin: .local, year: 2026).extract(text, path: "fuzz.md") {
        precondition(!syllabus.html.lowercased().contains("<script"), "script in syllabus HTML")
    }
    return 0
}
