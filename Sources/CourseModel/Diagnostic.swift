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
