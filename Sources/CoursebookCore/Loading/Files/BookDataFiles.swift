import Foundation

/// The files that hold a book's data rather than its published content: the settings, the
/// people and their records, the course files and the tool's own state. None of them may reach a
/// site, whether a course page names one, links one or a symbolic or hard link leads to one.
enum BookDataFiles {
    /// The data files at the top of a book.
    static let topLevel: [String] = BookLayout.topLevelDataFiles

    /// Whether `path`, relative to the book (links resolved), is one of its data files: a
    /// top-level data file, anything in `courses/`, or anything under a hidden top-level entry
    /// such as `.coursebook/` or `.git/`.
    static func contains(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let first = parts.first else { return false }
        if HiddenEntry.isHidden(first) { return true }
        if parts.count == 1 { return topLevel.contains { $0.caseInsensitiveCompare(String(first)) == .orderedSame } }
        return first == BookLayout.coursesFolder
    }

    /// Why the file at `relativePath` of the book at `root` may not be published, or nil: it is a
    /// data file by name, by where its links lead, or by being the same file (a hard link) as a
    /// top-level data file.
    static func problem(_ relativePath: String, in root: URL) -> String? {
        problem(BookFile(bookRoot: root, relativePath: relativePath))
    }

    /// The same for `file`, sharing what its load resolved already.
    static func problem(_ file: BookFile) -> String? {
        if contains(file.relativePath) || file.realRelativePath.map(contains) == true || isCopyOfTopLevel(file.url, root: file.bookRoot) {
            return "is a data file of the book, which is never published"
        }
        return nil
    }

    /// Whether `url` is one of the top-level data files under another name (a hard link: the same
    /// device and inode) or a copy of one (the same size and bytes), e.g. `static/people.csv`.
    private static func isCopyOfTopLevel(_ url: URL, root: URL) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_size > 0 else { return false }
        return topLevel.contains { name in
            var other = stat()
            let path = root.appendingPathComponent(name).path
            guard stat(path, &other) == 0, other.st_size == info.st_size else { return false }
            if other.st_dev == info.st_dev, other.st_ino == info.st_ino { return true }
            // Sizes match only for a copy, or by chance: then the bytes decide.
            return FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: url.path)
        }
    }
}
