import CoursebookCore
import Foundation
import Synchronization

/// The site `serve` answers from, held in memory: nothing is written to disk, so a killed preview
/// leaves nothing behind and no request can reach a file outside the site. Each file keeps the
/// time its bytes last changed, for `Last-Modified`.
///
/// The first build publishes files as they render (the home page comes first), so the preview
/// answers long before the last session page is done; a request for a file not rendered yet waits
/// for it, or for the build's end. Later builds are published whole, so no answer mixes two builds.
final class PreviewSite: Sendable {
    /// A file and when its bytes last changed.
    struct File: Sendable {
        var data: Data
        var modified: Date
    }

    /// What a request path names.
    enum Answer: Sendable {
        /// A file, by its site path.
        case file(String, File)
        /// A folder asked for without its trailing slash; the address to redirect to.
        case redirect(String)
        /// Nothing servable.
        case notFound
    }

    /// A request waiting for the first build: the site paths it asked about as files and as
    /// folders (`RequestPath.match` asks about a handful), woken only by a file that would make
    /// one of them exist, or by the end of the opening.
    private struct Waiter {
        var files: Set<String>
        var folders: Set<String>
        var continuation: CheckedContinuation<Void, Never>

        /// Whether publishing `path` (and with it its folders) may change this request's answer.
        func wants(_ path: String) -> Bool {
            files.contains(path) || PreviewSite.folders(of: path).contains { folders.contains($0) }
        }
    }

    private struct State: ~Copyable {
        var files: [String: File] = [:]
        /// Every folder holding a file, the root `""` included.
        var folders: Set<String> = []
        /// The first build is still publishing.
        var opening = true
        var waiting: [Waiter] = []
        /// How many waiting requests have been woken, for the tests.
        var wakeups = 0

        mutating func takeWaiting() -> [CheckedContinuation<Void, Never>] {
            defer { waiting = [] }
            wakeups += waiting.count
            return waiting.map(\.continuation)
        }

        /// Takes the requests that publishing `path` may answer, leaving the others waiting.
        mutating func takeWaiting(for path: String) -> [CheckedContinuation<Void, Never>] {
            var woken: [CheckedContinuation<Void, Never>] = []
            waiting.removeAll { waiter in
                guard waiter.wants(path) else { return false }
                woken.append(waiter.continuation)
                return true
            }
            wakeups += woken.count
            return woken
        }
    }

    private let state = Mutex(State())

    /// Adds a file the first build has just rendered; ignored once that build has ended.
    func publish(_ path: String, _ data: Data) {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard state.opening else { return [] }
            state.files[path] = File(data: data, modified: Date())
            Self.addFolders(of: path, to: &state.folders)
            return state.takeWaiting(for: path)
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Makes the site hold exactly `files` and ends the opening; returns how many files were added,
    /// changed or removed. `touched` lists the only paths that may differ from the last update
    /// (nil: any may). A file whose bytes did not change keeps its time.
    func update(to files: InMemorySite, touched: Set<String>? = nil) -> Int {
        let now = Date()
        let (changed, waiting) = state.withLock { state -> (Int, [CheckedContinuation<Void, Never>]) in
            var changed = 0
            var removed = false
            func settle(_ path: String) {
                let data = files.files[path]
                guard state.files[path]?.data != data else { return }
                changed += 1
                if let data {
                    if state.files[path] == nil { Self.addFolders(of: path, to: &state.folders) }
                    state.files[path] = File(data: data, modified: now)
                } else {
                    state.files[path] = nil
                    removed = true
                }
            }
            if let touched {
                for path in touched { settle(path) }
            } else {
                for path in files.files.keys { settle(path) }
                for path in Array(state.files.keys) where files.files[path] == nil { settle(path) }
            }
            if removed {
                // A folder goes with its last file, as it would from a fresh build's folder.
                state.folders = []
                for path in state.files.keys { Self.addFolders(of: path, to: &state.folders) }
            }
            state.opening = false
            return (changed, state.takeWaiting())
        }
        for continuation in waiting { continuation.resume() }
        return changed
    }

    /// Ends the opening without a site (the first build failed): waiting requests get their answers.
    func endOpening() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.opening = false
            return state.takeWaiting()
        }
        for continuation in waiting { continuation.resume() }
    }

    /// What `rawPath` (percent-encoded, `/courses/alg/`) names; while the first build is still
    /// publishing, a path it has not rendered yet is waited for: until a file is published that
    /// would answer it, or the opening ends.
    func answer(_ rawPath: String) async -> Answer {
        while true {
            var answer: Answer?
            // The check and the wait are one step under the lock, so no file published in between is missed.
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                answer = state.withLock { state -> Answer? in
                    var files: Set<String> = [], folders: Set<String> = []
                    let match = RequestPath.match(
                        rawPath, isFile: { files.insert($0); return state.files[$0] != nil }, isFolder: { folders.insert($0); return state.folders.contains($0) })
                    switch match {
                    case .file(let path): return .file(path, state.files[path]!)
                    case .redirect(let location): return .redirect(location)
                    case .notFound:
                        guard state.opening, !Task.isCancelled else { return .notFound }
                        state.waiting.append(Waiter(files: files, folders: folders, continuation: continuation))
                        return nil
                    }
                }
                if answer != nil { continuation.resume() }
            }
            if let answer { return answer }
        }
    }

    /// A file by its site path, without waiting.
    func file(_ path: String) -> File? {
        state.withLock { $0.files[path] }
    }

    /// How many waiting requests have been woken so far, and how many wait now.
    var wakeups: Int { state.withLock { $0.wakeups } }
    var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// The folders holding `path`, innermost first, the root `""` last.
    static func folders(of path: String) -> [String] {
        var result: [String] = []
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            result.append(String(folder))
        }
        return result + [""]
    }

    private static func addFolders(of path: String, to folders: inout Set<String>) {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            guard folders.insert(String(folder)).inserted else { return }
        }
        folders.insert("")
    }
}
