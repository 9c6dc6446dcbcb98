import ArgumentParser
import CourseModel
import CoursebookCore
import CoursebookServe
import Foundation

/// Writes diagnostics to standard error, where they do not mix with report output.
enum Console {
    static func error(_ line: String) {
        write(line + "\n", to: .standardError)
    }

    /// Writes `text` as it is. A terminal that closed (SIGHUP under `serve`, a pipe to `head`)
    /// must not crash the command: `FileHandle.write(_:)` traps on such an error, this ignores it.
    static func write(_ text: String, to handle: FileHandle) {
        try? handle.write(contentsOf: Data(text.utf8))
    }

    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        // However a command gathered them, an identical diagnostic is printed once.
        error(diagnostics.uniqued().map(\.description).joined(separator: "\n"))
    }

    /// `12310` as `12,310`: a count in the command line's English, digits grouped by threes.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// `N errors, M warnings` for the closing summary line.
    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let diagnostics = diagnostics.uniqued()
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(EnglishPlural.count(errors, "error")), \(EnglishPlural.count(warnings, "warning"))"
    }
}
