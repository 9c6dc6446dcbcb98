import Dispatch
import Foundation
import Synchronization

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP (the terminal closed) for `serve`, caught from its start:
/// once serving, the first signal asks for an orderly stop, and if that has not finished within
/// `grace` (or a second signal comes) the process exits from Dispatch's own thread, which needs
/// no free Swift task thread; before serving, the process exits at once.
/// Where the signal handler writes: a C signal handler can reach a global only.
private nonisolated(unsafe) var stopSignalPipe: Int32 = -1

final class StopSignals: Sendable {
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let grace: DispatchTimeInterval = .seconds(3)

    private struct State: ~Copyable {
        var waiting: CheckedContinuation<Void, Never>?
        var stopping = false
    }

    private let state = Mutex(State())

    /// Starts catching the signals.
    ///
    /// The handler is installed with `sigaction` before this returns and only writes the signal's
    /// number to a pipe (all a handler may safely do); a thread of its own reads the pipe. A
    /// Dispatch signal source needed the signal ignored first and registered itself later, so a
    /// signal in between was lost and `serve` ran on (seen under load).
    init() {
        // Output to a closed terminal or pipe must fail as an error, not end the process unclean.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        stopSignalPipe = ends[1]
        let reader = ends[0]
        Thread { [weak self] in
            var number: UInt8 = 0
            while read(reader, &number, 1) == 1 { self?.received(Int32(number)) }
        }.start()
        for number in Self.numbers {
            signal(number) { caught in
                var byte = UInt8(truncatingIfNeeded: caught)
                _ = write(stopSignalPipe, &byte, 1)
            }
        }
    }

    /// Returns at the first signal once serving.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.stopping { return true }
                state.waiting = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    private func received(_ number: Int32) {
        let waiting = state.withLock { state -> CheckedContinuation<Void, Never>?? in
            guard !state.stopping, let waiting = state.waiting else {
                state.stopping = true
                return .none
            }
            state.stopping = true
            state.waiting = nil
            return .some(waiting)
        }
        guard let waiting else { exitNow(number) }
        waiting?.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.grace) { self.exitNow(number) }
    }

    /// Ends the process as the signal would have. `_exit`, not `exit`:
    /// `exit` runs the atexit handlers and flushes stdio from this thread while the build may hold
    /// those locks on another, which hung a SIGTERM during start under load.
    private func exitNow(_ number: Int32) -> Never {
        _exit(128 + number)
    }
}
