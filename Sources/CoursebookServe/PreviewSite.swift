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

    private struct State: ~Copyable {
        var files: [String: File] = [:]
        /// Every folder holding a file, the root `""` included.
        var folders: Set<String> = []
        /// The first build is still publishing.
        var opening = true
        var waiting: [CheckedContinuation<Void, Never>] = []

        mutating func takeWaiting() -> [CheckedContinuation<Void, Never>] {
            defer { waiting = [] }
            return waiting
        }
    }

    private let state = Mutex(State())

    /// Adds a file the first build has just rendered; ignored once that build has ended.
    func publish(_ path: String, _ data: Data) {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard state.opening else { return [] }
            state.files[path] = File(data: data, modified: Date())
            Self.addFolders(of: path, to: &state.folders)
            return state.takeWaiting()
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
    /// publishing, a path it has not rendered yet is waited for.
    func answer(_ rawPath: String) async -> Answer {
        while true {
            let (answer, opening) = state.withLock { state -> (Answer, Bool) in
                switch RequestPath.match(rawPath, isFile: { state.files[$0] != nil }, isFolder: { state.folders.contains($0) }) {
                case .file(let path): (.file(path, state.files[path]!), state.opening)
                case .redirect(let location): (.redirect(location), state.opening)
                case .notFound: (.notFound, state.opening)
                }
            }
            if case .notFound = answer, opening, !Task.isCancelled {
                await nextPublish()
                continue
            }
            return answer
        }
    }

    /// A file by its site path, without waiting.
    func file(_ path: String) -> File? {
        state.withLock { $0.files[path] }
    }

    /// Returns at the next file published or when the opening ends.
    private func nextPublish() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                guard state.opening else { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
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
