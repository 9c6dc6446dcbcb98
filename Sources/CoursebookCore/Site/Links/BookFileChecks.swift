import Foundation
import Synchronization

/// Whether files a course page links to may be copied into the site, checked once per build: pages
/// often share an images or handouts folder, and each check walks the path for symbolic links.
final class BookFileChecks: Sendable {
    /// What a check found.
    enum Outcome: Sendable, Equatable, Codable {
        /// A regular file inside the book, outside any dot-folder.
        case copyable
        /// No such file in the book (or a folder, or a path the book may not name).
        case missing
        /// The file exists but may not be copied; the text says why.
        case refused(String)
    }

    /// The book folder.
    let bookRoot: URL
    private let outcomes = Mutex<[String: Outcome]>([:])
    /// The paths checked for each course page (by its path in the book), with what was found:
    /// what a page's view depends on besides its own text (`CourseViews`).
    private let consulted = Mutex<[String: [String: Outcome]]>([:])

    init(bookRoot: URL) {
        self.bookRoot = bookRoot
    }

    /// The outcome for `path`, relative to the book, its `.` and `..` already resolved (`RelativePath`).
    func check(_ path: String) -> Outcome {
        if let known = outcomes.withLock({ $0[path] }) { return known }
        let outcome = Self.inspect(path, bookRoot: bookRoot)
        outcomes.withLock { $0[path] = outcome }
        return outcome
    }

    /// The same, noted as a path the page at `page` (relative to the book) depends on.
    func check(_ path: String, for page: String) -> Outcome {
        let outcome = check(path)
        consulted.withLock { $0[page, default: [:]][path] = outcome }
        return outcome
    }

    /// The paths checked for the page at `page` so far, with their outcomes, in path order.
    func checks(for page: String) -> [(path: String, outcome: Outcome)] {
        consulted.withLock { $0[page] ?? [:] }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func inspect(_ path: String, bookRoot: URL) -> Outcome {
        var isDirectory: ObjCBool = false
        guard BookPath.isSafeRelative(path), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
              FileManager.default.fileExists(atPath: bookRoot.appendingPathComponent(path).path, isDirectory: &isDirectory),
              !isDirectory.boolValue
        else { return .missing }
        if let problem = BookFile(bookRoot: bookRoot, relativePath: path).placeProblem(copiedAsIs: true) { return .refused(problem) }
        if let problem = BookDataFiles.problem(path, in: bookRoot) { return .refused(problem) }
        return .copyable
    }
}
