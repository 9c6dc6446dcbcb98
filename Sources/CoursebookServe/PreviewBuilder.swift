import CourseModel
import CoursebookCore
import Foundation

/// Builds the preview site in memory like `coursebook build` does, keeping the templates and the
/// rendered course pages between rebuilds while the files they come from are unchanged, so a note
/// or CSV edit re-renders only the pages, not the Markdown course pages.
struct PreviewBuilder: Sendable {
    /// What one build gave.
    enum Outcome: Sendable {
        /// Every file of the site, the paths that may differ from the last build (nil: any) and the build's warnings.
        case built(InMemorySite, touched: Set<String>?, warnings: [Diagnostic])
        /// The book or its templates have errors; the previous site stays.
        case failed([Diagnostic])
        /// The folder is missing or has no `coursebook.yml`.
        case notACourseBook(String)
    }

    /// The book folder.
    let bookRoot: URL
    /// Public or staff.
    let audience: SiteAudience
    /// The day the site describes; nil means today in the term's time zone, at each build.
    let today: LocalDate?
    /// Read remote course pages from the book's page cache only.
    let offline: Bool

    private var templates: TemplateLibrary?
    private var courseViews: (syllabi: [String: SiteSyllabus], warnings: [Diagnostic])?
    /// The last book that loaded, its site and day, and the notes changed since (which failed to load).
    private var last: (loaded: BookLoader.Result, site: RenderedSite, day: LocalDate)?
    private var pendingNotes: Set<String> = []

    /// Record files no course page depends on; changes to them and to notes keep the course views.
    private static let recordFiles = Set(BookLayout.recordFiles)

    /// Whether book-relative `path` lies in the notes folder.
    private static func isNote(_ path: String) -> Bool { RealPaths.path(path, relativeTo: BookLayout.notesFolder) != nil }

    /// A builder for the book at `bookRoot`.
    init(bookRoot: URL, audience: SiteAudience, today: LocalDate?, offline: Bool = false) {
        self.bookRoot = bookRoot.standardizedFileURL
        self.audience = audience
        self.today = today
        self.offline = offline
    }

    /// Loads the book and renders the site; `changed` (book-relative paths) says which caches may be
    /// kept, nil drops them all. `publish` hears of each file as it renders.
    mutating func build(changed: Set<String>?, publishing publish: (@Sendable (String, Data) -> Void)? = nil) async -> Outcome {
        if let changed, !changed.isEmpty, changed.allSatisfy(Self.isNote), let outcome = rebuildNotes(changed) { return outcome }
        last = nil
        pendingNotes = []
        let loaded: BookLoader.Result
        do {
            loaded = try BookLoader(root: bookRoot, keepsAttendance: audience.keepsAttendance).load()
        } catch {
            switch error {
            case .notACourseBook: return .notACourseBook(error.description)
            case .invalid(let diagnostics): return .failed(diagnostics)
            }
        }
        let siteBuild = SiteBuild(bookRoot: bookRoot, book: loaded.book)
        if changed.map({ $0.contains { RealPaths.path($0, relativeTo: TemplateLibrary.overridesFolderName) != nil } }) ?? true { templates = nil }
        if changed.map({ !$0.allSatisfy { Self.isNote($0) || Self.recordFiles.contains($0) } }) ?? true { courseViews = nil }
        if self.templates == nil {
            do {
                self.templates = try siteBuild.templates()
            } catch .invalid(let diagnostics) {
                return .failed(diagnostics)
            } catch {
                return .failed([.error(SourceLocation(path: TemplateLibrary.overridesFolderName), error.description)])
            }
        }
        guard let templates else { return .failed([]) }
        if courseViews == nil {
            var warnings: [Diagnostic] = []
            let syllabi = await siteBuild.syllabi(offline: offline, diagnostics: &warnings)
            courseViews = (syllabi, warnings)
        }
        let views = courseViews ?? ([:], [])
        let day = TermClock(term: loaded.book.term).day(today)
        // `render` writes nothing, so the output folder of the options is never used.
        let options = SiteBuild.Options(output: bookRoot, audience: audience, today: day)
        guard let site = await siteBuild.renderer(options, templates: templates, syllabi: views.syllabi).render(publishing: publish) else {
            return .failed([.error(SourceLocation(path: BookLayout.settingsFile), "unknown time zone")])
        }
        let warnings = loaded.warnings + templates.warnings + views.warnings + site.warnings
        if warnings.hasErrors { return .failed(warnings) }
        last = (loaded, site, day)
        return .built(site.files, touched: nil, warnings: warnings)
    }

    /// Only notes changed: reloads them into the last book and re-renders the pages they appear
    /// on; nil when that cannot be done (no good build yet, another day, a path that is no note
    /// file), and a full build follows. A note with errors fails like a full load; the notes are
    /// read again at the next change until they load.
    private mutating func rebuildNotes(_ changed: Set<String>) -> Outcome? {
        guard let last, let templates, let views = courseViews else { return nil }
        let day = TermClock(term: last.loaded.book.term).day(today)
        guard day == last.day else { return nil }
        let paths = pendingNotes.union(changed)
        let reloaded: BookLoader.Result
        do {
            guard let result = try BookLoader(root: bookRoot).reloadingNotes(paths, in: last.loaded) else { return nil }
            reloaded = result
        } catch {
            guard case .invalid(let diagnostics) = error else { return nil }
            pendingNotes = paths
            return .failed(diagnostics)
        }
        guard let site = last.site.replacingNotes(paths, book: reloaded.book) else { return nil }
        let warnings = reloaded.warnings + templates.warnings + views.warnings + site.warnings
        if warnings.hasErrors {
            pendingNotes = paths
            return .failed(warnings)
        }
        pendingNotes = []
        self.last = (reloaded, site, day)
        return .built(site.files, touched: site.touched, warnings: warnings)
    }
}
