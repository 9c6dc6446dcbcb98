@testable import CoursebookCore
import FuzzSupport
import CourseModel

/// libFuzzer entry: every date and time reader (ISO dates, times, date-times with offsets, and the
/// syllabus's free-text dates); a parsed value must print back to something that parses again.
@main
enum FuzzDates {
    static func main() { runFuzzer(fuzzDates) }
}

/// One input (also exported under the name libFuzzer links against).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    if let date = LocalDate(iso: text) { precondition(LocalDate(iso: date.description) == date, "date does not round-trip") }
    if let time = LocalTime(text: text) { precondition(LocalTime(text: time.description) == time, "time does not round-trip") }
    _ = LocalDateTime.parse(text)
    let reader = DateText(defaultYear: 2026)
    _ = reader.parse(text)
    _ = reader.first(in: Substring(text))
    _ = reader.prefix(of: Substring(text))
    return 0
}
