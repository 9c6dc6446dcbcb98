import CourseModel
import Foundation

/// The `courses/` folder: one `<id>.yml` per course, read in parallel since each file is independent.
struct CourseFolder {
    /// Any file of the book, to name the others.
    let book: BookFile

    /// What the folder holds.
    struct Loaded {
        /// Every course file's id, in name order, even of a file with errors.
        var ids: [String] = []
        /// The courses that could be read.
        var courses: [LoadedCourse] = []
        /// The ids of course files with errors.
        var broken: Set<String> = []
        /// Problems, in file order.
        var diagnostics: [Diagnostic] = []
    }

    /// Where a new course's file is written: `courses/<id>.yml`.
    static func newFilePath(_ id: String) -> String { BookLayout.path(in: BookLayout.coursesFolder, "\(id).yml") }

    /// Where course `id`'s file is, given which book paths exist: `courses/<id>.yaml` when it
    /// exists, else `courses/<id>.yml`. The one place the two endings are chosen between: it is the
    /// file `load()` reads, which takes the folder in name order, so with both files `.yaml` comes
    /// first and `.yml` is reported as the duplicate.
    static func filePath(_ id: String, exists: (String) -> Bool) -> String {
        let yaml = BookLayout.path(in: BookLayout.coursesFolder, "\(id).yaml")
        return exists(yaml) ? yaml : newFilePath(id)
    }

    /// The course id a file of `courses/` names (`alg` of `alg.yml` or `alg.yaml`), before the id
    /// is checked; nil for a file that is no course file.
    static func courseID(fileName name: String) -> String? {
        for ending in [".yml", ".yaml"] where name.hasSuffix(ending) { return String(name.dropLast(ending.count)) }
        return nil
    }

    func load() -> Loaded {
        var loaded = Loaded()
        let name = BookLayout.coursesFolder
        let folder = book.bookRoot.appending(path: name, directoryHint: .isDirectory)
        guard let entries = BookDirectory.entries(folder, relativePath: name, diagnostics: &loaded.diagnostics) else {
            if !FileManager.default.fileExists(atPath: folder.path) {
                loaded.diagnostics.append(.error(SourceLocation(path: name), "missing folder '\(name)' (one <id>.yml file per course)"))
            }
            return loaded
        }
        var files: [(id: String, file: BookFile)] = []
        var seen: Set<String> = []
        for entry in entries {
            let path = BookLayout.path(in: name, entry.name)
            if HiddenEntry.isHidden(entry.name) {
                if !HiddenEntry.isQuietlySkipped(entry.name) {
                    loaded.diagnostics.append(.warning(SourceLocation(path: path), "ignored hidden \(entry.isDirectory ? "folder" : "file") (names starting with '.' are not read)"))
                }
                continue
            }
            guard let id = Self.courseID(fileName: entry.name) else {
                loaded.diagnostics.append(.warning(SourceLocation(path: path), "ignored: course files end in .yml"))
                continue
            }
            guard Identifier.isValid(id) else {
                loaded.diagnostics.append(.error(SourceLocation(path: path), "course id '\(id)' (the file name) must be lower-case letters, digits, '-' or '_'"))
                continue
            }
            guard seen.insert(id).inserted else {
                loaded.diagnostics.append(.error(SourceLocation(path: path), "duplicate course id '\(id)' (both .yml and .yaml exist)"))
                continue
            }
            files.append((id, book.sibling(path)))
        }
        let results = ParallelMap.map(files) { item -> (LoadedCourse?, [Diagnostic]) in
            var local: [Diagnostic] = []
            let course = CourseFileLoader(file: item.file, id: item.id).load(diagnostics: &local)
            return (course, local)
        }
        for result in results { loaded.diagnostics += result.1 }
        loaded.ids = files.map(\.id)
        loaded.courses = results.compactMap(\.0)
        loaded.broken = Set(zip(files, results).filter { $0.1.1.hasErrors }.map(\.0.id))
        return loaded
    }
}
