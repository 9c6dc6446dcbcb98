/// Where a course book keeps what: the names of its own files and folders, relative to the book
/// folder. The one list the loaders read, `serve` watches, `init` writes, the editing commands
/// change, and the site build guards and keys its reuse by. A record file's name and columns are
/// `BookCSVFile`'s, a course file's path `CourseFolder`'s, a note's path `NoteLoader`'s and the
/// overrides folder `TemplateLibrary`'s.
package enum BookLayout {
    /// The settings: the term, its time zone and holidays, the site's options.
    package static let settingsFile = "coursebook.yml"
    /// One `<id>.yml` per course.
    package static let coursesFolder = "courses"
    /// One folder per course of `<YYYY-MM-DD>-<slug>.md` notes.
    package static let notesFolder = "notes"
    /// The book's own course pages (where `init` puts one; a page may be any book file).
    package static let pagesFolder = "pages"
    /// Files copied into the site as they are.
    package static let staticFolder = "static"
    /// The tool's own state: the lock, the journal and the page cache; never published.
    package static let toolFolder = ".coursebook"
    /// Downloaded course pages, for offline builds.
    package static let pageCacheFolder = toolFolder + "/cache"
    /// The CSV record files, in `BookCSVFile`'s order.
    package static let recordFiles: [String] = BookCSVFile.allCases.map(\.name)
    /// The data files at the top of a book: the settings and the record files.
    package static let topLevelDataFiles: [String] = [settingsFile] + recordFiles

    /// `path` inside top-level `folder` (`courses/alg.yml`), or the folder itself for an empty path.
    package static func path(in folder: String, _ path: String) -> String {
        path.isEmpty ? folder : folder + "/" + path
    }

    /// Whether book-relative `path` is `folder` or lies below it (`RealPaths`'s rule).
    package static func isIn(_ folder: String, _ path: String) -> Bool {
        RealPaths.path(path, isInside: folder)
    }
}
