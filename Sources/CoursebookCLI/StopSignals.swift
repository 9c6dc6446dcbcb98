import Dispatch
import Foundation
import Synchronization

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP (the terminal closed) for `serve`, caught from before the
/// preview folder exists: once serving, the first signal asks for an orderly stop, and if that
/// has not finished within `grace` (or a second signal comes) the folder is removed and the
/// process exits from Dispatch's own thread, which needs no free Swift task thread; before
/// serving, the folder is removed and the process exits at once.
final class StopSignals: Sendable {
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let grace: DispatchTimeInterval = .seconds(3)

    private struct State: ~Copyable {
        var waiting: CheckedContinuation<Void, Never>?
        var stopping = false
    }

    private let state = Mutex(State())
    /// Kept only so the sources live as long as this; written once in `init`, never read.
    private nonisolated(unsafe) var sources: [any DispatchSourceSignal] = []
    private let removeFolder: @Sendable () -> Void

    /// Starts catching the signals; `removeFolder` deletes the preview folder from any thread.
    init(removeFolder: @escaping @Sendable () -> Void) {
        self.removeFolder = removeFolder
        // Output to a closed terminal or pipe must fail as an error, not end the process unclean.
        signal(SIGPIPE, SIG_IGN)
        for number in Self.numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.received(number) }
            source.resume()
            sources.append(source)
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

    /// Removes the folder and ends the process as the signal would have.
    private func exitNow(_ number: Int32) -> Never {
        removeFolder()
        exit(128 + number)
    }
}
