import CourseModel

/// A site rendered in memory with what it was rendered from, so that `serve` re-renders only the
/// pages a note appears on when nothing but notes changed, with the bytes a full build would give.
package struct RenderedSite: Sendable {
    let renderer: SiteRenderer
    private(set) var catalog: SiteCatalog
    /// Every file of the site.
    package private(set) var files: InMemorySite
    /// Where each note sits in the feed and the search index.
    private(set) var noteLists: NoteLists
    /// Staff only: what the reports index page lists, kept to tell when a notes change alters it.
    private(set) var reportsIndex: TemplateObject?
    /// Warnings of copying `static/`.
    let staticWarnings: [Diagnostic]
    /// Broken links per page, only pages that have some.
    private(set) var linkWarnings: [String: [Diagnostic]]
    /// Paths the last `replacingNotes` wrote or removed; nil after a full render.
    package private(set) var touched: Set<String>?

    init(renderer: SiteRenderer, catalog: SiteCatalog, files: InMemorySite, noteLists: NoteLists, reportsIndex: TemplateObject?,
         staticWarnings: [Diagnostic], linkWarnings: [String: [Diagnostic]]) {
        self.renderer = renderer
        self.catalog = catalog
        self.files = files
        self.noteLists = noteLists
        self.reportsIndex = reportsIndex
        self.staticWarnings = staticWarnings
        self.linkWarnings = linkWarnings
    }

    /// The warnings of a full build: `static/` first, then broken links in page order.
    package var warnings: [Diagnostic] {
        // The notes as of the last re-render: a note `serve` just added holds its own links.
        let locator = NoteLinkLocator(notes: catalog.input.book.notes, bookRoot: renderer.bookRoot)
        return staticWarnings + locator.relocate(linkWarnings.keys.sorted().map { ($0, linkWarnings[$0] ?? []) })
    }

    /// This site for `book`, which differs from the rendered one only in the notes at `paths`
    /// (added, edited or deleted): re-renders the home page, the pages of the notes' courses and
    /// sessions (a session page goes with its last note), the feed, the search index and the
    /// sitemap, and, for staff, the reports that list the notes (`StaffReports.replacingNotes`),
    /// and checks the links of the pages it rendered. Nil only for a staff site kept without its
    /// reports index, which the caller then renders whole.
    package func replacingNotes(_ paths: Set<String>, book: CourseBook) -> RenderedSite? {
        guard !renderer.input.isStaff || reportsIndex != nil else { return nil }
        let changed = catalog.input.book.notes.filter { paths.contains($0.path) } + book.notes.filter { paths.contains($0.path) }
        var next = self
        let catalog = self.catalog.replacingNotes(paths, book: book)
        let site = SiteContext(input: catalog.input, customCSS: files.files[SitePath.customStylesheet] != nil)
        let courses = CoursePages(catalog: catalog, site: site)
        let sessions = SessionPages(catalog: catalog, site: site)
        var rendered: [String] = []
        var removed: [String] = []
        func page(_ page: SitePath.Page, _ context: TemplateObject) {
            next.files.add(page.path, renderer.templates.renderData(page.template, context))
            rendered.append(page.path)
        }
        if changed.contains(where: HomePage.recent(catalog.input).lists) {
            page(SitePath.homePage, HomePage(catalog: catalog, site: site, courses: courses).page())
        }
        for courseID in Set(changed.map(\.courseID)).sorted() {
            guard let course = book.course(courseID) else { continue }
            page(SitePath.coursePage(courseID), courses.page(course))
        }
        for note in changed {
            let sessionPage = SitePath.sessionPage(note.courseID, note.sessionDate)
            let path = sessionPage.path
            guard !rendered.contains(path), !removed.contains(path), let course = book.course(note.courseID) else { continue }
            if let item = sessions.item(course, on: note.sessionDate) {
                page(sessionPage, sessions.page(course, item))
            } else {
                next.files.remove(path)
                next.linkWarnings[path] = nil
                removed.append(path)
            }
        }
        next.noteLists = noteLists.replacing(paths, catalog: catalog, in: &next.files)
        // The sitemap lists pages only: it changes when a session page comes or goes.
        if let baseURL = catalog.input.baseURL, !removed.isEmpty || rendered.contains(where: { files.files[$0] == nil }) {
            next.files.add(SitePath.sitemap, Sitemap(baseURL: baseURL).render(paths: next.files.paths))
        }
        var reports: (written: [String], removed: [String]) = ([], [])
        if let reportsIndex {
            let update = StaffReports(catalog: catalog, templates: renderer.templates).replacingNotes(changed, index: reportsIndex, site: site, in: &next.files)
            next.reportsIndex = update.index
            reports = (update.written, update.removed)
            for path in update.removed { next.linkWarnings[path] = nil }
        }
        for (path, problems) in LinkChecker().check(pages: rendered + reports.written.filter { $0.hasSuffix(".html") }, in: next.files) {
            next.linkWarnings[path] = problems.isEmpty ? nil : problems
        }
        next.touched = Set(rendered + removed + reports.written + reports.removed + NoteLists.paths + [SitePath.sitemap])
        next.catalog = catalog
        return next
    }
}
