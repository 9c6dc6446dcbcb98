import CoursebookCore
import Foundation
import Synchronization

/// A one-line progress display on standard error, e.g. `rendering pages 4,200/11,339`, redrawn in
/// place with `\r`; only when standard error is a terminal, so logs and pipes never see it.
final class ProgressLine: Sendable {
    private struct State {
        var lastDrawn = ContinuousClock.now - .seconds(1)
        var shown = false
    }

    private let state = Mutex(State())

    /// A progress line, or nil when standard error is not a terminal.
    static func forTerminal() -> ProgressLine? { isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil }

    /// The callback a build reports to; redraws at most ten times a second, and always at the end of a stage.
    var report: BuildProgress { { [self] stage, done, total in update(stage, done, total) } }

    private func update(_ stage: String, _ done: Int, _ total: Int) {
        state.withLock { state in
            let now = ContinuousClock.now
            guard done >= total || now - state.lastDrawn >= .milliseconds(100) else { return }
            state.lastDrawn = now
            state.shown = true
            Console.write("\r\u{1B}[K\(stage) \(Console.grouped(done))/\(Console.grouped(total))", to: .standardError)
        }
    }

    /// Removes the line, so what follows starts on a clean line.
    func clear() {
        state.withLock { state in
            if state.shown { Console.write("\r\u{1B}[K", to: .standardError) }
            state.shown = false
        }
    }
}
