import CourseModel
import Foundation

/// Puts a broken link found in a generated page back where it was written: a link from a note's
/// Markdown is reported at `notes/…md:line:col`, once, however many pages show that note (its
/// session page, the staff notes report, recent notes). A link no note holds (a template's) stays
/// at the page.
struct NoteLinkLocator {
    /// The book's notes.
    let notes: [Note]
    /// The book folder, where note files are read again for their link positions.
    let bookRoot: URL

    /// `pages`' link warnings, those from notes moved to the note and listed once.
    func relocate(_ pages: [(page: String, problems: [Diagnostic])]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var listed: Set<String> = []
        var starts: [String: [String: [SourceLocation]]] = [:]
        for (page, problems) in pages {
            for problem in problems {
                guard let raw = LinkChecker.brokenLink(in: problem.message), let note = note(holding: raw, shownOn: page) else {
                    result.append(problem)
                    continue
                }
                if starts[note.path] == nil {
                    // Read as the note was loaded: through `BookFile`, the one opener of a book file.
                    var ignored: [Diagnostic] = []
                    let text = BookFile(bookRoot: bookRoot, relativePath: note.path).readText(diagnostics: &ignored) ?? ""
                    starts[note.path] = MarkdownLinkStarts.starts(in: text, path: note.path)
                }
                let location = starts[note.path]?[raw]?.first ?? SourceLocation(path: note.path)
                let moved = Diagnostic.warning(location, problem.message)
                if listed.insert(moved.description).inserted { result.append(moved) }
            }
        }
        return result
    }

    /// The note whose Markdown links to `raw` and that `page` shows: a note of the course the
    /// page belongs to when there is one, else any note holding the link.
    private func note(holding raw: String, shownOn page: String) -> Note? {
        let holding = notes.filter { $0.body.contains("(" + raw) || $0.body.contains("]: " + raw) || $0.body.contains("<" + raw + ">") }
        return holding.first { note in page.hasPrefix("courses/\(note.courseID)/") || page.contains("-\(note.courseID).") } ?? holding.first
    }
}
