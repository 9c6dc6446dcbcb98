import CoursebookCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Linux inotify on every folder of a book, so `serve` hears of an edit within milliseconds
/// instead of at the next poll; nil where inotify is missing or its watch limit is reached, and
/// the watcher then polls as before.
final class FolderEvents: @unchecked Sendable {
    // Owned by the one watch task that reads it; never shared across tasks.
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let root: String

    /// Watches `root` and every folder below it that the watcher reads (no hidden ones, no `_site`).
    init?(root: URL) {
        self.root = root.path
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard add(root.path, isBook: true) else {
            close(descriptor)
            return nil
        }
        #else
        return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Watches `folder` and its subfolders; false when a watch could not be added.
    @discardableResult
    func add(_ folder: String, isBook: Bool) -> Bool {
        #if canImport(Glibc)
        let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF)
        let watch = inotify_add_watch(descriptor, folder, mask)
        guard watch >= 0 else { return false }
        folders[watch] = folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where BookWatcher.isWatched(name, atTop: isBook) {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue, !add(path, isBook: false) { return false }
        }
        return true
        #else
        return false
        #endif
    }

    /// The folders something happened in since the last call, empty when nothing did; the book
    /// folder itself when events were lost (queue overflow). New folders are watched from now on.
    func drain() -> Set<String> {
        #if canImport(Glibc)
        var touched = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return touched }
            var offset = 0
            while offset < count {
                let (watch, mask, nameLength, name) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<(start + Int(event.len))].prefix { $0 != 0 }
                    return (event.wd, event.mask, Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                if let folder = folders[watch] { touched.insert(folder) }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { touched.insert(root) }
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let parent = folders[watch],
                   BookWatcher.isWatched(name, atTop: parent == root) {
                    add(parent + "/" + name, isBook: false)
                }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
        #else
        return []
        #endif
    }
}
