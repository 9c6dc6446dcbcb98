import CourseModel
import Foundation
import Synchronization

/// The safe HTML of every note body, by note path, rendered once per build: kept in memory for
/// `serve` and tests, and for a build into a folder written to a file without a name in its
/// staging folder and read back where a page shows the note (its session page, the feed, the home
/// page), so a faculty's 100,000 note bodies (70 MB of HTML) do not stay in memory all build long.
struct NoteHTML: Sendable {
    private var memory: [String: String] = [:]
    private var file: SpilledTexts?

    /// No notes.
    init() {}

    /// Renders the body of every note of `notes` on all cores, a batch at a time; with `folder`,
    /// each batch is written to a file without a name there as it is done.
    static func render(_ notes: [Note], spillingInto folder: String?, _ html: @escaping @Sendable (Note) -> String) async -> NoteHTML {
        var result = NoteHTML()
        result.memory.reserveCapacity(folder == nil ? notes.count : 0)
        let file = folder.flatMap { SpilledTexts(in: $0) }
        let batch = 4096
        for start in stride(from: 0, to: notes.count, by: batch) {
            let part = Array(notes[start..<min(start + batch, notes.count)])
            let bodies = await ParallelMap.chunked(part, html)
            for (note, body) in zip(part, bodies) where !(file?.append(note.path, body) ?? false) {
                result.memory[note.path] = body
            }
        }
        result.file = file
        return result
    }

    /// The HTML of the note at `path`.
    subscript(path: String) -> String? {
        get { memory[path] ?? file?.text(path) }
        set {
            // Only `serve`, which keeps everything in memory, replaces notes; a spilled note that
            // is removed is shadowed by an empty body, which pages show as they show none.
            memory[path] = newValue ?? (file?.contains(path) == true ? "" : nil)
        }
    }

    /// The bodies kept in memory (all of them without a folder), for tests.
    var values: Dictionary<String, String>.Values { memory.values }
}

/// Texts written one after another to a file without a name and read back by key.
final class SpilledTexts: Sendable {
    private struct Span: Sendable {
        var offset: Int
        var count: Int
    }

    private let descriptor: Int32
    private let spans = Mutex<(index: [String: Span], size: Int)>(([:], 0))

    init?(in folder: String) {
        descriptor = UnnamedFile.create(in: folder)
        if descriptor < 0 { return nil }
    }

    deinit { close(descriptor) }

    /// Writes `text` at the end of the file; false when it could not be written.
    func append(_ path: String, _ text: String) -> Bool {
        var text = text
        return spans.withLock { spans in
            let offset = spans.size
            let written = text.withUTF8 { bytes in
                bytes.isEmpty || FileDescriptorIO.writeAll(descriptor, UnsafeRawBufferPointer(bytes))
            }
            guard written else { return false }
            let count = text.utf8.count
            spans.index[path] = Span(offset: offset, count: count)
            spans.size += count
            return true
        }
    }

    func contains(_ path: String) -> Bool { spans.withLock { $0.index[path] != nil } }

    /// The text written for `path`.
    func text(_ path: String) -> String? {
        guard let span = spans.withLock({ $0.index[path] }) else { return nil }
        guard span.count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: span.count) { buffer in
            var done = 0
            while done < span.count {
                let read = pread(descriptor, buffer.baseAddress! + done, span.count - done, off_t(span.offset + done))
                if read < 0, errno == EINTR { continue }
                // The file is ours and open; a page silently missing its text would be worse than stopping.
                guard read > 0 else { fatalError("coursebook: a file the build keeps in its staging folder cannot be read back: \(String(cString: strerror(errno)))") }
                done += read
            }
            return done
        }
    }
}

/// A new file without a name, readable and writable by its owner only, for what a build spills
/// out of memory: made in `folder` (a build's staging folder) with `O_TMPFILE`, or where the file
/// system has none, with a fresh name that is unlinked at once. Nothing of it is ever seen in the
/// folder once this returns, and its space is freed when it is closed, however the process ends.
enum UnnamedFile {
    /// The open file, or -1 when none can be made.
    static func create(in folder: String) -> Int32 {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return -1 }
        defer { close(directory) }
        // O_TMPFILE (Linux 3.11+), which Glibc's module does not export: __O_TMPFILE | O_DIRECTORY.
        let temporaryFile: Int32 = 0o20000000 | O_DIRECTORY
        let unnamed = openat(directory, ".", O_RDWR | O_CLOEXEC | temporaryFile, 0o600)
        if unnamed >= 0 { return unnamed }
        // A file system without O_TMPFILE: a fresh name, never an existing file or a link, unlinked at once.
        for _ in 0..<8 {
            let name = ".coursebook-spill-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            let named = openat(directory, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if named >= 0 {
                unlinkat(directory, name, 0)
                return named
            }
            if errno != EEXIST { return -1 }
        }
        return -1
    }
}
