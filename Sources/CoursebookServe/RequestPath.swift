import CoursebookCore

/// Maps the percent-encoded path of a request onto a site path, refusing anything that is not a
/// plain name: `..` and `.` segments (plain or percent-encoded), empty segments (`//etc/passwd`),
/// backslashes, NUL and control characters, encoded slashes and hidden names. The site is held in
/// memory, so there is no folder a request could leave; the rules keep the answers a static host
/// would give.
enum RequestPath {
    /// What a request path names.
    enum Match: Equatable {
        /// A file of the site, by its site path (`courses/alg/index.html`).
        case file(String)
        /// A folder asked for without its trailing slash; the address to redirect to.
        case redirect(String)
        /// Nothing servable.
        case notFound
    }

    /// Resolves `rawPath` (`/courses/alg/`) against a site that has the files `isFile` and the
    /// folders `isFolder` accept (the root is `""`).
    static func match(_ rawPath: String, isFile: (String) -> Bool, isFolder: (String) -> Bool) -> Match {
        guard rawPath.hasPrefix("/") else { return .notFound }
        let parts = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var segments: [String] = []
        for (index, part) in parts.enumerated() {
            if part.isEmpty {
                guard index == parts.count - 1 else { return .notFound }
                continue
            }
            guard let decoded = String(part).removingPercentEncoding, isServableSegment(decoded) else { return .notFound }
            segments.append(decoded)
        }
        let path = segments.joined(separator: "/")
        if rawPath.hasSuffix("/") {
            guard isFolder(path) else { return .notFound }
            let index = SitePath.index(of: path)
            return isFile(index) ? .file(index) : .notFound
        }
        if isFile(path) { return .file(path) }
        if isFolder(path) { return .redirect(rawPath + "/") }
        // Leaf pages are `name.html`; like GitHub Pages, `/name` serves them too.
        if let last = segments.last, !last.contains("."), isFile(path + ".html") { return .file(path + ".html") }
        return .notFound
    }

    /// A decoded segment of a request is servable when it is a plain, visible name. Stricter than
    /// `SitePath.isSafe`, which vets the paths a build makes: this one vets what any local client
    /// sends, so it also refuses hidden names and control characters, which no site has.
    private static func isServableSegment(_ segment: String) -> Bool {
        !segment.isEmpty && !HiddenEntry.isHidden(segment)
            && !segment.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }
}
