@testable import CoursebookCore
import FuzzSupport
import Foundation
import CourseModel

/// libFuzzer entry: splits front matter and composes its YAML (and the whole text as YAML), as the
/// note and course loaders do; any crash, hang or memory error is a bug.
@main
enum FuzzFrontMatter {
    static func main() { runFuzzer(fuzzFrontMatter) }
}

/// One input (also exported under the name libFuzzer links against).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let split = FrontMatter(splitting: text)
    var diagnostics: [Diagnostic] = []
    let source = YAMLSource(path: "fuzz.md")
    if let yaml = split.yaml { _ = source.compose(yaml, lineOffset: split.yamlLineOffset, diagnostics: &diagnostics) }
    _ = source.compose(text, diagnostics: &diagnostics)
    _ = BookFile.decodeText(Data(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.yml", diagnostics: &diagnostics)
    return 0
}
