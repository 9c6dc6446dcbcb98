import CourseModel
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
    if let syllabus = try? SyllabusExtractor(origin: .local(path: "fuzz.md"), year: 2026).extract(text, path: "fuzz.md") {
        let html = syllabus.html.lowercased()
        precondition(!html.contains("<script"), "script in syllabus HTML")
        precondition(!html.contains("<iframe") && !html.contains("<style") && !html.contains("<svg"), "embedded content in syllabus HTML")
        if let attribute = dangerousAttribute(html) { preconditionFailure("dangerous attribute in syllabus HTML: \(attribute)") }
    }
    return 0
}

/// The first dangerous attribute in `html`: an `on…` event handler, or an address attribute whose
/// value opens with a script or HTML `data:` scheme. Text is escaped, so `<` only starts a tag, and
/// the serializer double-quotes every value with `"` escaped inside; text that merely mentions
/// `javascript:`, in the page or in a `title` or `alt`, is never followed and not reported.
private let addressAttributes: Set<String> = ["href", "src", "action", "formaction", "poster", "background", "cite", "data", "srcset", "xlink:href"]

private func dangerousAttribute(_ html: String) -> String? {
    let bytes = Array(html.utf8)
    var index = 0
    while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            // An attribute: name, then `="value"` or nothing.
            guard bytes[index] != UInt8(ascii: " ") else { index += 1; continue }
            var name: [UInt8] = []
            while index < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: ">")].contains(bytes[index]) {
                name.append(bytes[index] | 0x20)
                index += 1
            }
            var value: [UInt8] = []
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") {
                index += 2
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] > 0x20 { value.append(bytes[index] | (bytes[index] < 0x80 ? 0x20 : 0)) }
                    index += 1
                }
                index += 1
            }
            let nameText = String(decoding: name, as: UTF8.self)
            let valueText = String(decoding: value, as: UTF8.self)
            if nameText.hasPrefix("on"), nameText.count > 2 { return nameText }
            if addressAttributes.contains(nameText), ["javascript:", "vbscript:", "data:text"].contains(where: valueText.hasPrefix) {
                return nameText + "=" + valueText
            }
        }
    }
    return nil
}
