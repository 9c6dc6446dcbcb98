import CourseModel
import Foundation

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
