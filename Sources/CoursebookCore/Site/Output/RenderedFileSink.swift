import CourseModel
import Foundation
import Synchronization

/// Where a build's files go as they are rendered, from any task: into memory (for `serve` and
/// tests) or straight to a staging folder through a `StagingWriter` (for `build`, so memory does not
/// grow with the number of pages). Either way it records each page's link summary for the link
/// check (`LinkRecords`: in a file without a name in the staging folder when writing to one).
final class RenderedFileSink: Sendable {
    private struct State {
        var files = InMemorySite()
        var paths: Set<String> = []
        var failure: SiteError?
    }

    private let writer: StagingWriter?
    private let state = Mutex(State())
    /// Hears of every file kept in memory as it is added, from the task that rendered it.
    private let publish: (@Sendable (String, Data) -> Void)?
    /// Every page's link summary, as the pages are added: in a file without a name in the
    /// staging folder when writing to one (`LinkRecords`), so they do not grow memory.
    let linkRecords: LinkRecords

    /// An output that keeps every file in memory; `publish` hears of each as it is added, so a
    /// preview can answer for the home page before the last session page renders.
    init(publishing publish: (@Sendable (String, Data) -> Void)? = nil) {
        writer = nil
        self.publish = publish
        linkRecords = LinkRecords(names: LinkNames())
    }

    /// An output that writes every file through `writer` and keeps only paths; the pages' link
    /// summaries go to a file in the staging folder.
    init(writer: StagingWriter) {
        self.writer = writer
        publish = nil
        linkRecords = LinkRecords(names: LinkNames(), spillingInto: writer.root)
    }

    /// Adds a text file.
    func add(_ path: String, _ text: String) {
        add(path, Data(text.utf8))
    }

    /// Adds every file of `files`.
    func add(contentsOf files: InMemorySite) {
        for (path, data) in files.files { add(path, data) }
    }

    /// Adds a file of bytes; a page's links are read from its bytes, with no `String` made of it.
    func add(_ path: String, _ data: Data) {
        precondition(SitePath.isSafe(path), "unsafe site path \(path)")
        let links = path.hasSuffix(".html") ? data.withUnsafeBytes { PageLinks(page: path, html: $0.bindMemory(to: UInt8.self), names: linkRecords.names) } : nil
        var failure: SiteError?
        if let writer {
            do throws(SiteError) { try writer.write(path, data) } catch { failure = error }
        }
        let again = state.withLock { state in
            if writer == nil { state.files.add(path, data) }
            if state.failure == nil { state.failure = failure }
            return !state.paths.insert(path).inserted
        }
        if let links { linkRecords.append(path, links, again: again) }
        if writer == nil { publish?(path, data) }
    }

    /// Carries the previous site's files over unchanged (see `StagingWriter.keep`), each with the
    /// link summary its page had; false, and nothing added, when one cannot be.
    func keep(_ files: [(path: String, stamp: FileStamp, links: PageLinks?)]) -> Bool {
        for file in files { precondition(SitePath.isSafe(file.path), "unsafe site path \(file.path)") }
        guard let writer, writer.keep(files.map { ($0.path, $0.stamp) }) else { return false }
        for file in files {
            let again = state.withLock { !$0.paths.insert(file.path).inserted }
            if let links = file.links { linkRecords.append(file.path, links, again: again) }
        }
        return true
    }

    /// The link summaries of the pages at `paths` that have one, read back from the link records.
    func linkSummaries(of paths: [String]) -> [String: PageLinks] {
        let wanted = Set(paths)
        var found: [String: PageLinks] = [:]
        linkRecords.forEach { record in
            let page = record.page
            guard wanted.contains(page) else { return }
            found[page] = PageLinks(names: linkRecords.names, ids: (0..<record.idCount).map(record.id),
                                    targets: (0..<record.targetCount).map(record.target), anchors: (0..<record.anchorCount).map(record.anchor))
        }
        return found
    }

    /// The names every link summary's numbers stand for.
    var linkNames: LinkNames { linkRecords.names }

    /// A large file to write piece by piece; `close` adds it to the site.
    func stream(_ path: String) -> SiteStream {
        precondition(SitePath.isSafe(path), "unsafe site path \(path)")
        guard let writer else { return SiteStream(memory: path) }
        return SiteStream(path: path, file: writer.prepare(path), previous: writer.previous.map { $0 + "/" + path })
    }

    /// Ends a file begun with `stream`.
    func close(_ stream: SiteStream) {
        switch stream.finish() {
        case .success(let data?): add(stream.path, data)
        case .success(nil):
            if stream.linked { writer?.carriedOverStream() }
            state.withLock { _ = $0.paths.insert(stream.path) }
        case .failure(let error): state.withLock { state in
            state.paths.insert(stream.path)
            if state.failure == nil { state.failure = error }
        }
        }
    }

    /// The staging folder files are written to; nil when they are kept in memory.
    var stagingFolder: String? { writer?.root }

    /// Whether a file was added at `path`.
    func contains(_ path: String) -> Bool { state.withLock { $0.paths.contains(path) } }

    /// Every path added, in a stable order.
    var paths: [String] { state.withLock { $0.paths.sorted() } }

    /// The files kept in memory (empty when writing to a folder).
    var files: InMemorySite { state.withLock { $0.files } }

    /// The first write that failed, if any (of the link records' file too).
    var failure: SiteError? { state.withLock { $0.failure } ?? linkRecords.failure }

    /// The pages with broken links, in page order, with their warnings; those pages are read back
    /// (from memory or the staging folder) for the exact warnings.
    func linkProblems() -> [(page: String, problems: [Diagnostic])] {
        let (paths, files) = state.withLock { ($0.paths, $0.files) }
        return LinkChecker.check(linkRecords, exists: { paths.contains($0) }) { page in
            if let writer { return try? String(contentsOfFile: writer.root + "/" + page, encoding: .utf8) }
            return files.text(page)
        }
    }
}
