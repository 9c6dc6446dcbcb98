import CoursebookCore
import Foundation

/// A one-line progress display on standard error, e.g. `rendering pages 4,200/11,339`, redrawn in
/// place with `\r`; only when standard error is a terminal, so logs and pipes never see it.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private var lastDrawn = ContinuousClock.now - .seconds(1)
    private var shown = false

    /// A progress line, or nil when standard error is not a terminal.
    static func forTerminal() -> ProgressLine? { isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil }

    /// The callback a build reports to; redraws at most ten times a second, and always at the end of a stage.
    var report: BuildProgress { { [self] stage, done, total in update(stage, done, total) } }

    private func update(_ stage: String, _ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        guard done >= total || now - lastDrawn >= .milliseconds(100) else { return }
        lastDrawn = now
        shown = true
        Console.write("\r\u{1B}[K\(stage) \(Self.grouped(done))/\(Self.grouped(total))", to: .standardError)
    }

    /// Removes the line, so what follows starts on a clean line.
    func clear() {
        lock.lock()
        defer { lock.unlock() }
        if shown { Console.write("\r\u{1B}[K", to: .standardError) }
        shown = false
    }

    /// `11,339`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
