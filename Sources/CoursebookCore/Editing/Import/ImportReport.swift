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
        /// `file:line` in the export.
        public var source: String
        /// What it was about and, for conflicts and skips, why.
        public var message: String
    }

    /// Every row's outcome, in export order.
    public private(set) var entries: [Entry] = []

    /// An empty report.
    public init() {}

    mutating func record(_ outcome: Outcome, _ table: ExportTable, _ row: ExportTable.Row, _ message: String) {
        entries.append(Entry(outcome: outcome, source: "\(table.name):\(row.line)", message: message))
    }

    /// How many rows had `outcome`.
    public func count(_ outcome: Outcome) -> Int { entries.filter { $0.outcome == outcome }.count }

    /// Report lines (unchanged rows are counted, not listed) and a closing count.
    public var lines: [String] {
        let listed = entries.filter { $0.outcome != .unchanged }.map { "\($0.source): \($0.outcome.rawValue): \($0.message)" }
        let totals = [ImportReport.Outcome.added, .updated, .conflict, .unchanged, .skipped].map { "\(count($0)) \($0 == .conflict ? "conflicting" : $0.rawValue)" }
        return listed + [totals.joined(separator: ", ")]
    }
}
