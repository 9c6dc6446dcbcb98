import CourseModel

/// What an import did with each row of an export: added, updated, unchanged, skipped, or a
/// conflict, which is reported and not applied.
public struct ImportReport: Sendable {
    /// The outcome of one row (or one cell, for attendance).
    public enum Outcome: String, Sendable {
        case added, updated, unchanged, skipped, conflict
    }

    /// One line of the report.
    public struct Entry: Sendable {
        /// What happened.
        public var outcome: Outcome
        /// The export's file name.
        public var file: String
        /// The row's line in the export.
        public var line: Int
        /// What it was about and, for conflicts and skips, why.
        public var message: String

        /// `file:line` in the export.
        public var source: String { "\(file):\(line)" }
    }

    /// Every row's outcome, in export order.
    public private(set) var entries: [Entry] = []

    /// An empty report.
    public init() {}

    mutating func record(_ outcome: Outcome, _ table: ExportTable, _ row: ExportTable.Row, _ message: String) {
        entries.append(Entry(outcome: outcome, file: table.name, line: row.line, message: message))
    }

    /// How many rows had `outcome`.
    public func count(_ outcome: Outcome) -> Int { entries.filter { $0.outcome == outcome }.count }

    /// The conflicting rows as errors located in the export, for `--strict`.
    public var conflicts: [Diagnostic] {
        entries.filter { $0.outcome == .conflict }.map { .error(SourceLocation(path: $0.file, line: $0.line), "conflict: \($0.message)") }
    }

    /// Report lines (unchanged rows are counted, not listed) and a closing count.
    public var lines: [String] {
        let listed = entries.filter { $0.outcome != .unchanged }.map { "\($0.source): \($0.outcome.rawValue): \($0.message)" }
        let totals = [ImportReport.Outcome.added, .updated, .conflict, .unchanged, .skipped].map { "\(count($0)) \($0 == .conflict ? "conflicting" : $0.rawValue)" }
        return listed + [totals.joined(separator: ", ")]
    }
}
