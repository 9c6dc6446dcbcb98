import CourseModel
import Foundation

/// The files that list every note — `feed.xml`, `search/index.json`, `assets/search-index.js` —
/// and where each note's bytes sit in them. Re-serialising ten thousand notes took most of a
/// one-note change under `serve`; with the layout, the unchanged notes' bytes are copied from the
/// last files (a run of notes still in the same order in one copy) and only the edited notes are
/// written again, giving the bytes a full build gives.
struct NoteLists: Sendable {
    static let feed = "feed.xml"
    static let searchJSON = "search/index.json"
    static let searchScript = "assets/search-index.js"
    /// The paths of the files, which change whenever a note does.
    static let paths = [searchJSON, searchScript, feed]

    /// Each note path's place in the order the files list the notes.
    private var position: [String: Int] = [:]
    /// Per file: where each note's bytes start, in `order`, then where the last one ends.
    private var offsets: [String: [Int]] = [:]

    /// Writes the three files for `catalog` into `files`.
    static func render(_ catalog: SiteCatalog, into files: inout SiteFiles) -> NoteLists {
        let index = SearchIndex(catalog: catalog)
        let feed = AtomFeed(catalog: catalog)
        var text = SearchIndexText()
        for item in index.courseEntries() { text.append(item) }
        var feedText = feed.head()
        var lists = NoteLists()
        var json: [Int] = [], script: [Int] = [], entries: [Int] = []
        let notes = catalog.allNotesNewestFirst
        // Serialising ten thousand notes is the costly part; it runs on all cores, joining stays in order.
        let firstNote = text.isEmpty
        let parts = ParallelMap.map(Array(notes.indices)) { place in
            (SearchIndexText.fragments(index.noteEntry(notes[place]), first: firstNote && place == 0), feed.entry(notes[place]))
        }
        for (search, entry) in parts {
            json.append(text.pretty.utf8.count)
            script.append(text.script.utf8.count)
            entries.append(feedText.utf8.count)
            text.append(fragments: search)
            feedText += entry
        }
        json.append(text.pretty.utf8.count)
        script.append(text.script.utf8.count)
        entries.append(feedText.utf8.count)
        for item in index.personEntries() { text.append(item) }
        text.finish()
        feedText += AtomFeed.tail
        files.add(searchJSON, text.pretty)
        files.add(searchScript, text.script)
        files.add(Self.feed, feedText)
        lists.offsets = [searchJSON: json, searchScript: script, Self.feed: entries]
        lists.setOrder(catalog.allNotesNewestFirst.map(\.path))
        return lists
    }

    /// The three files for `catalog`, whose notes differ from the last render's only at `paths`:
    /// each unchanged note's bytes are copied from `files`, the others rendered. Renders whole
    /// where the layout cannot say (no courses, so no entry before the notes to follow).
    func replacing(_ paths: Set<String>, catalog: SiteCatalog, in files: inout SiteFiles) -> NoteLists {
        guard !catalog.input.book.courses.isEmpty, Self.paths.allSatisfy({ offsets[$0] != nil && files.files[$0] != nil }) else {
            return Self.render(catalog, into: &files)
        }
        let notes = catalog.allNotesNewestFirst
        // Where each note was in the last files; nil for one written again.
        let sources = notes.indices.map { paths.contains(notes[$0].path) ? nil : position[notes[$0].path] }
        let index = SearchIndex(catalog: catalog)
        let feed = AtomFeed(catalog: catalog)
        var fresh: [Int: [String: String]] = [:]
        for place in notes.indices where sources[place] == nil {
            let search = SearchIndexText.fragments(index.noteEntry(notes[place]), first: false)
            fresh[place] = [Self.searchJSON: search.pretty, Self.searchScript: search.script, Self.feed: feed.entry(notes[place])]
        }
        var next = NoteLists()
        for path in Self.paths {
            guard let old = files.files[path], let starts = offsets[path], let notesStart = starts.first, let notesEnd = starts.last else { continue }
            let base = old.startIndex
            var out = Data()
            out.reserveCapacity(old.count + 4096)
            out.append(path == Self.feed ? Data(feed.head().utf8) : old[base..<(base + notesStart)])
            var placed: [Int] = []
            placed.reserveCapacity(notes.count + 1)
            var place = 0
            while place < notes.count {
                guard let first = sources[place] else {
                    placed.append(out.count)
                    out.append(contentsOf: (fresh[place]?[path] ?? "").utf8)
                    place += 1
                    continue
                }
                var end = place + 1
                while end < notes.count, sources[end] == first + (end - place) { end += 1 }
                let shift = out.count - starts[first]
                for source in first..<(first + end - place) { placed.append(starts[source] + shift) }
                out.append(old[(base + starts[first])..<(base + starts[first + end - place])])
                place = end
            }
            placed.append(out.count)
            out.append(old[(base + notesEnd)...])
            files.add(path, out)
            next.offsets[path] = placed
        }
        next.setOrder(notes.map(\.path))
        return next
    }

    private mutating func setOrder(_ paths: [String]) {
        position = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
