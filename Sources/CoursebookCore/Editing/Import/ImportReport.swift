import CourseModel

/// What an import did with each row of an export: added, updated, unchanged, skipped, or a
/// conflict, which is reported and not applied.
package struct ImportReport: Sendable {
    /// The outcome of one row (or one cell, for attendance).
    package enum Outcome: String, Sendable {
        case added, updated, unchanged, skipped, conflict

        /// The outcome as a verb, for previews: "add" for `added`.
        var verb: String {
            switch self {
            case .added: "add"
            case .updated: "update"
            case .unchanged: "keep"
            case .skipped: "skip"
            case .conflict: "refuse"
            }
        }

        /// The outcome in a preview's words: "would add"; a conflict stays a conflict.
        var planned: String { self == .conflict ? "conflict" : "would " + verb }
    }

    /// One line of the report.
    package struct Entry: Sendable {
        /// What happened.
        package var outcome: Outcome
        /// The export's file name.
        package var file: String
        /// The row's line in the export.
        package var line: Int
        /// What it was about and, for conflicts and skips, why.
        package var message: String

        /// `file:line` in the export.
        package var source: String { "\(file):\(line)" }
    }

    /// Every row's outcome, in export order.
    package private(set) var entries: [Entry] = []

    /// An empty report.
    package init() {}

    mutating func record(_ outcome: Outcome, _ table: ExportTable, _ row: ExportTable.Row, _ message: String) {
        entries.append(Entry(outcome: outcome, file: table.name, line: row.line, message: message))
    }

    /// How many rows had `outcome`.
    package func count(_ outcome: Outcome) -> Int { entries.filter { $0.outcome == outcome }.count }

    /// The conflicting rows as errors located in the export, for `--strict`.
    package var conflicts: [Diagnostic] {
        entries.filter { $0.outcome == .conflict }.map { .error(SourceLocation(path: $0.file, line: $0.line), "conflict: \($0.message)") }
    }

    /// Report lines (unchanged rows are counted, not listed) and a closing count, each also
    /// worded for a `--dry-run` ("would add" where the import says "added").
    package var lines: [EditSummaryLine] {
        let listed = entries.filter { $0.outcome != .unchanged }.map { entry in
            EditSummaryLine(done: "\(entry.source): \(entry.outcome.rawValue): \(entry.message)",
                            planned: "\(entry.source): \(entry.outcome.planned): \(entry.message)")
        }
        let outcomes = [ImportReport.Outcome.added, .updated, .conflict, .unchanged, .skipped]
        let done = outcomes.map { "\(count($0)) \($0 == .conflict ? "conflicting" : $0.rawValue)" }
        let planned = outcomes.map { "\(count($0)) \($0 == .conflict ? "conflicting" : $0 == .unchanged ? "unchanged" : "to " + $0.verb)" }
        return listed + [EditSummaryLine(done: done.joined(separator: ", "), planned: planned.joined(separator: ", "))]
    }
}
