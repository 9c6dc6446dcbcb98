@testable import CoursebookCore
import FuzzSupport

/// libFuzzer entry: a course page through the syllabus extractor, which either reads it or rejects
/// it with an error; the HTML it gives (raw HTML included, through the HTML5 parser and the
/// sanitizer) must never hold a script tag, an event handler or a script address.
@main
enum FuzzSyllabus {
    static func main() { runFuzzer(fuzzSyllabus) }
}

/// One input (also exported under the name libFuzzer links against).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSyllabus(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    if let syllabus = try? SyllabusExtractor(origin: .local, year: 2026).extract(text, path: "fuzz.md") {
        let html = syllabus.html.lowercased()
        precondition(!html.contains("<script"), "script in syllabus HTML")
        precondition(!html.contains("javascript:") && !html.contains("vbscript:"), "script address in syllabus HTML")
        precondition(!html.contains("<iframe") && !html.contains("<style") && !html.contains("<svg"), "embedded content in syllabus HTML")
        precondition(!hasEventHandler(html), "event handler in syllabus HTML")
    }
    return 0
}

/// Whether a tag in `html` has an `on…=` attribute (text is escaped, so `<` only starts a tag, and
/// attribute values are double-quoted with `"` escaped inside).
private func hasEventHandler(_ html: String) -> Bool {
    var inTag = false
    var inValue = false
    var previous: Character = " "
    var characters = Array(html)
    for index in characters.indices {
        let character = characters[index]
        if inValue {
            if character == "\"" { inValue = false }
            previous = character
            continue
        }
        if character == "<" { inTag = true } else if character == ">" { inTag = false } else if inTag, character == "\"" { inValue = true }
        if inTag, previous == " ", character == "o", index + 2 < characters.count, characters[index + 1] == "n" {
            var end = index + 2
            while end < characters.count, characters[end].isLetter { end += 1 }
            if end < characters.count, characters[end] == "=", end > index + 2 { return true }
        }
        previous = character
    }
    characters.removeAll()
    return false
}
