import CourseModel
import Foundation

/// A file inside a course book, known by its path relative to the book for diagnostics.
struct BookFile: Sendable {
    /// The course book folder.
    let bookRoot: URL
    /// Path relative to the book folder, `/`-separated.
    let relativePath: String
    /// The book folder's path, and this file's, for system calls.
    private let rootPath: String
    private let path: String
    /// Folders of the book already resolved, shared by the files of one load.
    private let realPaths: RealPaths

    /// Names `relativePath` inside the book at `bookRoot`; files of one load share `realPaths`.
    init(bookRoot: URL, relativePath: String, realPaths: RealPaths = RealPaths()) {
        self.init(bookRoot: bookRoot, rootPath: bookRoot.path, relativePath: relativePath, realPaths: realPaths)
    }

    private init(bookRoot: URL, rootPath: String, relativePath: String, realPaths: RealPaths) {
        self.bookRoot = bookRoot
        self.rootPath = rootPath
        self.relativePath = relativePath
        self.realPaths = realPaths
        // Plain string work: a URL per file costs more than reading a small note does.
        path = rootPath.hasSuffix("/") ? rootPath + relativePath : rootPath + "/" + relativePath
    }

    /// Absolute location on disk.
    var url: URL { URL(filePath: path, directoryHint: .notDirectory) }

    /// Another file of the same book, sharing what was resolved for this one.
    func sibling(_ relativePath: String) -> BookFile {
        BookFile(bookRoot: bookRoot, rootPath: rootPath, relativePath: relativePath, realPaths: realPaths)
    }

    /// Whether something exists at this path.
    var exists: Bool {
        // A dangling symbolic link counts, so reading it reports the broken link.
        status() != nil || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// The file opened for reading (the caller closes it), or nil with a diagnostic when it is
    /// missing, a folder, not a regular file or out of place, or cannot be opened.
    func openForReading(diagnostics: inout [Diagnostic]) -> Int32? {
        openWithSize(diagnostics: &diagnostics)?.descriptor
    }

    /// The same with the file's size when it was checked.
    func openWithSize(diagnostics: inout [Diagnostic]) -> (descriptor: Int32, size: Int)? {
        guard let size = sizeIfReadable(diagnostics: &diagnostics) else { return nil }
        // Non-blocking, in case a pipe replaced the regular file since it was checked.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.append(.error(SourceLocation(path: relativePath), "cannot be read (\(SystemError.reason(errno)))"))
            return nil
        }
        return (descriptor, size)
    }

    /// How many line feeds the file holds (0 when it cannot be read): an upper bound on its lines
    /// of data, so a reader can reserve room for them all at once.
    func lineFeeds() -> Int {
        var ignored: [Diagnostic] = []
        guard let descriptor = openForReading(diagnostics: &ignored) else { return 0 }
        defer { close(descriptor) }
        return CSVParser.lineFeeds(descriptor: descriptor)
    }

    /// The file's size when it exists, is a regular file and lies where it may be read from;
    /// otherwise nil, with a diagnostic saying why not.
    private func sizeIfReadable(diagnostics: inout [Diagnostic]) -> Int? {
        let location = SourceLocation(path: relativePath)
        // One stat answers "exists", "folder" and "regular file" (it follows links, as reading does).
        guard let info = status() else {
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            diagnostics.append(.error(location, isLink ? "is a symbolic link to a missing file" : "file not found"))
            return nil
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            diagnostics.append(.error(location, "is a folder, but a file is expected here"))
            return nil
        }
        if let problem = placeProblem(copiedAsIs: false, mode: info.st_mode) {
            diagnostics.append(.error(location, problem))
            return nil
        }
        return Int(info.st_size)
    }

    /// Why the path may not be read even though it exists: a pipe or device (reading could block
    /// forever), or a symbolic link (of the file or a folder above it) that leads out of the book.
    /// Every file the tool reads or copies must lie wholly inside the book, so a link to
    /// `/etc/passwd` or a roster elsewhere never reaches a page or a report.
    func placeProblem(copiedAsIs: Bool = false) -> String? {
        placeProblem(copiedAsIs: copiedAsIs, mode: status()?.st_mode)
    }

    /// The message for a file reached through a link out of the book.
    static let linksOutside = "lies behind a symbolic link that links outside the book; copy the file into the book"

    private func placeProblem(copiedAsIs: Bool, mode: mode_t?) -> String? {
        let realRoot = realPaths.folder("", in: bookRoot)
        let real: String
        if copiedAsIs || isSymbolicLink {
            real = url.resolvingSymlinksInPath().path
        } else {
            // The file itself is no link: its folder's real path, shared with its siblings, decides.
            let folder = relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
            real = realPaths.folder(folder, in: bookRoot)
        }
        guard RealPaths.path(real, isInside: realRoot) || realPaths.alsoInside.contains(where: { RealPaths.path(real, isInside: $0) }) else {
            return Self.linksOutside
        }
        return mode.map { $0 & S_IFMT == S_IFREG } == true ? nil : "is not a regular file (a pipe, socket or device)"
    }

    /// The real path of this file, links resolved, relative to the book's real folder; nil when it
    /// lies outside the book.
    var realRelativePath: String? {
        let realRoot = realPaths.folder("", in: bookRoot)
        return RealPaths.path(url.resolvingSymlinksInPath().path, relativeTo: realRoot)
    }

    /// Whether the path itself is a symbolic link (not following it).
    private var isSymbolicLink: Bool {
        var info = stat()
        return !path.utf8.contains(0) && lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The file's status, following symbolic links; nil when it does not exist.
    private func status() -> stat? {
        var info = stat()
        guard !path.utf8.contains(0), stat(path, &info) == 0 else { return nil }
        return info
    }
}
