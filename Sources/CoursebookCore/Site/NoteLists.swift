import CourseModel
import Foundation

/// The files that list every note — `feed.xml`, `search/index.json`, `assets/search-index.js` —
/// and where each note's bytes sit in them. Re-serialising ten thousand notes took most of a
/// one-note change under `serve`; with the layout, the unchanged notes' bytes are copied from the
/// last files and only the edited notes are written again, giving the bytes a full build gives.
struct NoteLists: Sendable {
    /// Where the notes are in one file: the whole run of them, and each one's bytes by note path.
    struct Layout: Sendable {
        var notes: Range<Int>
        var entries: [String: Range<Int>]
    }

    static let feed = "feed.xml"
    static let searchJSON = "search/index.json"
    static let searchScript = "assets/search-index.js"
    /// The paths of the files, which change whenever a note does.
    static let paths = [searchJSON, searchScript, feed]

    /// Layouts by site path.
    private(set) var layouts: [String: Layout] = [:]

    /// Writes the three files for `catalog` into `files`.
    static func render(_ catalog: SiteCatalog, into files: inout SiteFiles) -> NoteLists {
        let index = SearchIndex(catalog: catalog)
        let feed = AtomFeed(catalog: catalog)
        var text = SearchIndexText()
        for item in index.courseEntries() { text.append(item) }
        var feedText = feed.head()
        let starts = [searchJSON: text.pretty.utf8.count, searchScript: text.script.utf8.count, Self.feed: feedText.utf8.count]
        var entries: [String: [String: Range<Int>]] = [:]
        for note in catalog.allNotesNewestFirst {
            let ranges = text.append(index.noteEntry(note))
            entries[searchJSON, default: [:]][note.path] = ranges.pretty
            entries[searchScript, default: [:]][note.path] = ranges.script
            let start = feedText.utf8.count
            feedText += feed.entry(note)
            entries[Self.feed, default: [:]][note.path] = start..<feedText.utf8.count
        }
        let ends = [searchJSON: text.pretty.utf8.count, searchScript: text.script.utf8.count, Self.feed: feedText.utf8.count]
        var layouts: [String: Layout] = [:]
        for path in Self.paths {
            layouts[path] = Layout(notes: starts[path, default: 0]..<ends[path, default: 0], entries: entries[path] ?? [:])
        }
        for item in index.personEntries() { text.append(item) }
        let finished = text.finished()
        files.add(searchJSON, finished.pretty)
        files.add(searchScript, finished.script)
        files.add(Self.feed, feedText + AtomFeed.tail)
        return NoteLists(layouts: layouts)
    }

    /// The three files for `catalog`, whose notes differ from the last render's only at `paths`:
    /// each unchanged note's bytes are copied from `files`, the others rendered. Renders whole
    /// where the layout cannot say (no courses, so no entry before the notes to follow).
    func replacing(_ paths: Set<String>, catalog: SiteCatalog, in files: inout SiteFiles) -> NoteLists {
        guard !catalog.input.book.courses.isEmpty, Self.paths.allSatisfy({ layouts[$0] != nil && files.files[$0] != nil }) else {
            return Self.render(catalog, into: &files)
        }
        let index = SearchIndex(catalog: catalog)
        let feed = AtomFeed(catalog: catalog)
        var fresh: [String: [String: String]] = [:]
        for note in catalog.allNotesNewestFirst where paths.contains(note.path) || layouts[Self.feed]?.entries[note.path] == nil {
            let search = SearchIndexText.fragments(index.noteEntry(note), first: false)
            fresh[Self.searchJSON, default: [:]][note.path] = search.pretty
            fresh[Self.searchScript, default: [:]][note.path] = search.script
            fresh[Self.feed, default: [:]][note.path] = feed.entry(note)
        }
        var next = NoteLists()
        for path in Self.paths {
            guard let layout = layouts[path], let old = files.files[path] else { continue }
            let head = path == Self.feed ? Data(feed.head().utf8) : old[old.startIndex..<(old.startIndex + layout.notes.lowerBound)]
            var out = Data()
            out.reserveCapacity(old.count + 4096)
            out.append(head)
            var entries: [String: Range<Int>] = [:]
            entries.reserveCapacity(catalog.allNotesNewestFirst.count)
            let notesStart = out.count
            for note in catalog.allNotesNewestFirst {
                let start = out.count
                if let text = fresh[path]?[note.path] {
                    out.append(contentsOf: text.utf8)
                } else if let range = layout.entries[note.path] {
                    out.append(old[(old.startIndex + range.lowerBound)..<(old.startIndex + range.upperBound)])
                }
                entries[note.path] = start..<out.count
            }
            next.layouts[path] = Layout(notes: notesStart..<out.count, entries: entries)
            out.append(old[(old.startIndex + layout.notes.upperBound)...])
            files.add(path, out)
        }
        return next
    }
}
