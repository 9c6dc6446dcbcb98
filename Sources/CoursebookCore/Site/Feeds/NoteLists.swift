import CourseModel
import Foundation

/// The files that list every note — `feed.xml`, `search/index.json`, `assets/search-index.js` —
/// and where each note's bytes sit in them. Re-serialising ten thousand notes took most of a
/// one-note change under `serve`; with the layout, the unchanged notes' bytes are copied from the
/// last files (a run of notes still in the same order in one copy) and only the edited notes are
/// written again, giving the bytes a full build gives.
struct NoteLists: Sendable {
    /// The paths of the files, which change whenever a note does.
    static let paths = [SitePath.searchIndex, SitePath.searchIndexScript, SitePath.feed]

    /// Each note path's place in the order the files list the notes.
    private var position: [String: Int] = [:]
    /// Per file: where each note's bytes start, in `order`, then where the last one ends.
    private var offsets: [String: [Int]] = [:]

    /// Writes the three files for `catalog` into `files`.
    static func render(_ catalog: SiteCatalog, into files: inout InMemorySite) -> NoteLists {
        let output = RenderedFileSink()
        let lists = render(catalog, into: output)
        for (path, data) in output.files.files { files.add(path, data) }
        return lists
    }

    /// Writes the three files for `catalog` into `output`, streamed: a faculty's notes make files
    /// of a hundred megabytes each, which are never whole in memory when the site goes to a folder.
    static func render(_ catalog: SiteCatalog, into output: RenderedFileSink) -> NoteLists {
        let index = SearchIndex(catalog: catalog)
        let feed = AtomFeed(catalog: catalog)
        let json = output.stream(SitePath.searchIndex), script = output.stream(SitePath.searchIndexScript), atom = output.stream(SitePath.feed)
        var search = SearchIndexText(pretty: json, script: script)
        index.courseEntries { search.append(SearchIndexText.fragments($0, first: search.isEmpty)) }
        atom.append(feed.head())
        var starts: [String: [Int]] = [:]
        let notes = catalog.allNotesNewestFirst
        // Serialising the notes is the costly part: it runs on all cores, a batch at a time so the
        // pieces waiting to be written stay few, and they are written in order.
        let firstNote = search.isEmpty
        ParallelMap.batches(Array(notes.indices)) { place in
            (SearchIndexText.fragments(index.noteEntry(notes[place]), first: firstNote && place == 0), feed.entry(notes[place]))
        } consume: { fragments, entry in
            for stream in [json, script, atom] { starts[stream.path, default: []].append(stream.count) }
            search.append(fragments)
            atom.append(entry)
        }
        for stream in [json, script, atom] { starts[stream.path, default: []].append(stream.count) }
        for item in index.personEntries() { search.append(SearchIndexText.fragments(item, first: search.isEmpty)) }
        search.finish()
        atom.append(AtomFeed.tail)
        for stream in [json, script, atom] { output.close(stream) }
        var lists = NoteLists()
        lists.offsets = starts
        lists.setOrder(notes.map(\.path))
        return lists
    }

    /// The three files for `catalog`, whose notes differ from the last render's only at `paths`:
    /// each unchanged note's bytes are copied from `files`, the others rendered. Renders whole
    /// where the layout cannot say (no courses, so no entry before the notes to follow).
    func replacing(_ paths: Set<String>, catalog: SiteCatalog, in files: inout InMemorySite) -> NoteLists {
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
            fresh[place] = [SitePath.searchIndex: search.pretty, SitePath.searchIndexScript: search.script, SitePath.feed: feed.entry(notes[place])]
        }
        var next = NoteLists()
        for path in Self.paths {
            guard let old = files.files[path], let starts = offsets[path], let notesStart = starts.first, let notesEnd = starts.last else { continue }
            let base = old.startIndex
            var out = Data()
            out.reserveCapacity(old.count + 4096)
            out.append(path == SitePath.feed ? Data(feed.head().utf8) : old[base..<(base + notesStart)])
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
