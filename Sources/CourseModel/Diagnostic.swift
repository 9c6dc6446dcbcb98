/// Where in a course book something was found: a path relative to the book, 1-based line and column.
package struct SourceLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Path relative to the course book folder, with `/` separators.
    package var path: String
    /// 1-based line; 0 when the problem concerns the whole file.
    package var line: Int
    /// 1-based column; nil when only the line is known.
    package var column: Int?

    /// Creates a location.
    package init(path: String, line: Int = 0, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, `path:line` or `path`, as compilers print it.
    package var description: String {
        guard line > 0 else { return path }
        guard let column else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column ?? 0) < (rhs.path, rhs.line, rhs.column ?? 0)
    }
}

/// One problem found in a course book, printed as `path:line:col: error: message`.
package struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a problem is: errors make `check` fail, warnings do not.
    package enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    /// Where the problem is.
    package var location: SourceLocation
    /// Error, warning or note.
    package var severity: Severity
    /// What is wrong, naming the field but never a student's personal values.
    package var message: String

    /// Creates a diagnostic.
    package init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    /// An error at `location`.
    package static func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    /// A warning at `location`.
    package static func warning(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    /// `path:line:col: severity: message`, with control characters escaped and long values cut
    /// (`PrintableText`), so a hostile value can neither drive the terminal nor fill the screen.
    package var description: String { "\(PrintableText.escaped(location.description)): \(severity.rawValue): \(PrintableText.escaped(message))" }
}

extension [Diagnostic] {
    /// Whether any of these diagnostics is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }

    /// The same diagnostics in the same order, each identical one listed once.
    package func uniqued() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }

    /// Ordered by file, line and column, so output is stable whatever order files were read in;
    /// a diagnostic identical to one already listed (an alias repeating a broken value) is left out.
    package func sortedByLocation() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return enumerated().sorted { lhs, rhs in
            lhs.element.location == rhs.element.location ? lhs.offset < rhs.offset : lhs.element.location < rhs.element.location
        }.compactMap { seen.insert($0.element).inserted ? $0.element : nil }
    }
}
