import CourseModel
import Foundation

/// A file inside a course book, known by its path relative to the book for diagnostics.
struct BookFile: Sendable {
    /// The course book folder.
    let bookRoot: URL
    /// Path relative to the book folder, `/`-separated.
    let relativePath: String
    /// Absolute location on disk.
    let url: URL
    /// The same as a path, for system calls.
    private let path: String
    /// Folders of the book already resolved, shared by the files of one load.
    private let realPaths: RealPaths

    /// Names `relativePath` inside the book at `bookRoot`; files of one load share `realPaths`.
    init(bookRoot: URL, relativePath: String, realPaths: RealPaths = RealPaths()) {
        self.bookRoot = bookRoot
        self.relativePath = relativePath
        self.realPaths = realPaths
        // Not appendingPathComponent: it asks the file system whether the path is a folder.
        url = bookRoot.appending(path: relativePath, directoryHint: .notDirectory)
        path = url.path
    }

    /// Another file of the same book, sharing what was resolved for this one.
    func sibling(_ relativePath: String) -> BookFile {
        BookFile(bookRoot: bookRoot, relativePath: relativePath, realPaths: realPaths)
    }

    /// Whether something exists at this path.
    var exists: Bool {
        // A dangling symbolic link counts, so reading it reports the broken link.
        status() != nil || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// The file's bytes, or nil with a diagnostic when it is a folder or cannot be read.
    func readData(diagnostics: inout [Diagnostic]) -> Data? {
        guard mayBeRead(diagnostics: &diagnostics) else { return nil }
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            diagnostics.append(.error(SourceLocation(path: relativePath), "cannot be read (\(Self.reason(error)))"))
            return nil
        }
    }

    /// The file opened for reading (the caller closes it), or nil with a diagnostic, worded as
    /// `readData` words it, when it is a folder or cannot be read.
    func openForReading(diagnostics: inout [Diagnostic]) -> Int32? {
        guard mayBeRead(diagnostics: &diagnostics) else { return nil }
        // Non-blocking, in case a pipe replaced the regular file since it was checked.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.append(.error(SourceLocation(path: relativePath), "cannot be read (\(Self.reason(errno: errno)))"))
            return nil
        }
        return descriptor
    }

    /// How many line feeds the file holds (0 when it cannot be read): an upper bound on its lines
    /// of data, so a reader can reserve room for them all at once.
    func lineFeeds() -> Int {
        var ignored: [Diagnostic] = []
        guard let descriptor = openForReading(diagnostics: &ignored) else { return 0 }
        defer { close(descriptor) }
        return CSVParser.lineFeeds(descriptor: descriptor)
    }

    /// Whether the file exists, is a regular file and lies where it may be read from; reports why not.
    private func mayBeRead(diagnostics: inout [Diagnostic]) -> Bool {
        let location = SourceLocation(path: relativePath)
        // One stat answers "exists", "folder" and "regular file" (it follows links, as reading does).
        guard let mode = status() else {
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            diagnostics.append(.error(location, isLink ? "is a symbolic link to a missing file" : "file not found"))
            return false
        }
        if mode & S_IFMT == S_IFDIR {
            diagnostics.append(.error(location, "is a folder, but a file is expected here"))
            return false
        }
        if let problem = placeProblem(copiedAsIs: false, mode: mode) {
            diagnostics.append(.error(location, problem))
            return false
        }
        return true
    }

    /// Why the path may not be read even though it exists: a pipe or device (reading could block
    /// forever), or a symbolic link to a folder out of the book. A data file itself may link
    /// anywhere (a shared roster; the edit check's mirror) since it is parsed and validated; files the
    /// site copies verbatim pass `copiedAsIs` and must lie wholly inside the book.
    func placeProblem(copiedAsIs: Bool = false) -> String? {
        placeProblem(copiedAsIs: copiedAsIs, mode: status())
    }

    private func placeProblem(copiedAsIs: Bool, mode: mode_t?) -> String? {
        let realRoot = realPaths.folder("", in: bookRoot)
        let real: String
        if copiedAsIs {
            real = url.resolvingSymlinksInPath().path
        } else {
            let folder = relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
            real = realPaths.folder(folder, in: bookRoot)
        }
        guard real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            return "leads outside the course book through a symbolic link; copy it into the book"
        }
        return mode.map { $0 & S_IFMT == S_IFREG } == true ? nil : "is not a regular file (a pipe, socket or device)"
    }

    /// The file's type and permission bits, following symbolic links; nil when it does not exist.
    private func status() -> mode_t? {
        var info = stat()
        guard !path.utf8.contains(0), stat(path, &info) == 0 else { return nil }
        return info.st_mode
    }

    /// The file as UTF-8 text without a BOM, or nil with a diagnostic.
    func readText(diagnostics: inout [Diagnostic]) -> String? {
        guard let data = readData(diagnostics: &diagnostics) else { return nil }
        return Self.decodeText(data, path: relativePath, diagnostics: &diagnostics)
    }

    /// Decodes UTF-8 (dropping a BOM); reports UTF-16 and invalid bytes with their line and column.
    static func decodeText(_ data: Data, path: String, diagnostics: inout [Diagnostic]) -> String? {
        // Valid UTF-8, the usual case, is decoded straight from the file's buffer, with no copy.
        let valid: String? = data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else { return nil }
            return String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) : bytes, as: UTF8.self)
        }
        if let valid { return valid }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            diagnostics.append(.error(SourceLocation(path: path, line: 1, column: 1), "file is UTF-16; save it as UTF-8"))
            return nil
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let length = utf8SequenceLength(bytes, at: index)
            if length == 0 { break }
            if bytes[index] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            index += length
        }
        diagnostics.append(.error(SourceLocation(path: path, line: line, column: column), "file is not valid UTF-8 text"))
        return nil
    }

    /// Length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid.
    private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil ? 0 : length
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return reason(errno: Int32(underlying.code))
        }
        return nsError.localizedDescription
    }

    /// The system's wording of error number `code`, lower-cased, as diagnostics print it.
    static func reason(errno code: Int32) -> String {
        (String(validatingCString: strerror(code)) ?? "error \(code)").lowercased()
    }
}
