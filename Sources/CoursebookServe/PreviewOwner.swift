import Foundation

/// The process a preview folder belongs to: its id and, on Linux, its start time, so a folder
/// whose process died is not kept alive by an unrelated process that reused the id.
struct PreviewOwner: Equatable {
    static let prefix = "coursebook-serve-"
    static let fileName = "owner"

    var pid: Int32
    /// Clock ticks after boot (field 22 of /proc/PID/stat); nil where unknown.
    var started: UInt64?

    static var current: PreviewOwner { PreviewOwner(pid: getpid(), started: startTime(of: getpid())) }

    /// `pid started` as stored in the owner file.
    var line: String { "\(pid) \(started.map(String.init) ?? "-")\n" }

    init(pid: Int32, started: UInt64?) {
        self.pid = pid
        self.started = started
    }

    /// Reads an owner file; nil for anything this tool did not write.
    init?(line: String) {
        let parts = line.split(whereSeparator: \.isWhitespace)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0 else { return nil }
        self.pid = pid
        started = UInt64(parts[1])
        guard started != nil || parts[1] == "-" else { return nil }
    }

    /// Whether the process still runs (a process of another user counts as running).
    var isRunning: Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let started, let now = Self.startTime(of: pid) else { return true }
        return started == now
    }

    private static func startTime(of pid: Int32) -> UInt64? {
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces), from field 3 on.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
        #else
        return nil
        #endif
    }
}
