import CourseModel
import Foundation

/// One `coursebook build`: from a loaded book to a written site, with every safety rule applied.
package struct SiteBuild: Sendable {
    /// The options of a build.
    package struct Options: Sendable {
        /// The output folder.
        package var output: URL
        /// Public or staff.
        package var audience: SiteAudience
        /// The day the site describes.
        package var today: LocalDate
        /// Absolute address for feeds, sitemap and calendars.
        package var baseURL: String?
        /// Read remote course pages from the book's page cache only.
        package var offline: Bool
        /// Fail on warnings.
        package var strict: Bool
        /// Replace an output folder that no build made, or a risky staff location.
        package var force: Bool
        /// `SOURCE_DATE_EPOCH`, if set.
        package var sourceDateEpoch: Int64?
        /// Hears how far a long build is (pages rendered, files written).
        package var progress: BuildProgress?
        /// Records the time of each stage, for `--timings`.
        package var timings: BuildTimings?
        /// From `IncrementalBuild.plan`: a manifest to record once the site is in place.
        package var incremental: IncrementalBuild.Pending?
        /// The warnings of loading the book, kept in the manifest for a skipped build to print.
        package var bookWarnings: [Diagnostic] = []

        /// Creates options.
        package init(output: URL, audience: SiteAudience = .public, today: LocalDate, baseURL: String? = nil, offline: Bool = false, strict: Bool = false, force: Bool = false, sourceDateEpoch: Int64? = nil) {
            self.output = output
            self.audience = audience
            self.today = today
            self.baseURL = baseURL
            self.offline = offline
            self.strict = strict
            self.force = force
            self.sourceDateEpoch = sourceDateEpoch
        }
    }

    /// What a finished build reports.
    package struct Summary: Sendable {
        /// HTML pages written.
        package var pages: Int
        /// All files written.
        package var files: Int
        /// Warnings found (the build still succeeded).
        package var warnings: [Diagnostic]
        /// Files of the previous site carried over with the same bytes; nil without a previous site.
        package var unchanged: Int?
        /// Courses whose files were kept from the last site without rendering (`SiteReuse`), and
        /// the HTML pages among them; zero when everything was rendered.
        package var keptCourses = 0
        package var keptPages = 0
        /// Course page views kept from the last build (`CourseViews`), of `pageViews` pages; not printed.
        package var reusedViews = 0
        package var pageViews = 0

        /// A summary.
        package init(pages: Int, files: Int, warnings: [Diagnostic], unchanged: Int? = nil) {
            self.pages = pages
            self.files = files
            self.warnings = warnings
            self.unchanged = unchanged
        }
    }

    /// The book folder.
    package let bookRoot: URL
    /// The loaded book.
    package let book: CourseBook
    /// Where GitHub pages come from.
    package var endpoints = GitHubEndpoints.fromEnvironment()

    /// A build of a loaded book.
    package init(bookRoot: URL, book: CourseBook) {
        self.bookRoot = bookRoot.standardizedFileURL
        self.book = book
    }

    /// Builds and writes the site; nothing is written when the output is refused, templates are
    /// broken, or `strict` finds warnings (unreadable course pages and unknown templates among them).
    package func run(_ options: Options) async throws(SiteError) -> Summary {
        let output = OutputFolderSwap(url: options.output)
        try output.validate(book: bookRoot, audience: options.audience, force: options.force)
        let templates = try await BuildTimings.measure(options.timings, "templates") { () throws(SiteError) -> TemplateLibrary in try self.templates() }
        var warnings = templates.warnings
        var pageWarnings: [Diagnostic] = []
        let hadSite = OutputFolderSwap.markerAudience(in: output.url) != nil
        // Staged first: the course pages' HTML waits in a file there until the pages render.
        let staging = try output.stage()
        let pagesStage = "markdown: course pages (read, parse, syllabus, HTML)"
        // A rebuild keeps the views of pages whose inputs are unchanged (`CourseViews`).
        var reusedViews = false
        let pageViews = await BuildTimings.measure(options.timings, pagesStage) { () async -> CourseSyllabusAdapter.Views in
            let reusing = hadSite ? options.incremental?.previousViews(options: options, book: book, endpoints: endpoints) : nil
            reusedViews = reusing != nil
            let adapter = CourseSyllabusAdapter(bookRoot: bookRoot, book: book, offline: options.offline, endpoints: endpoints)
            return await adapter.views(diagnostics: &pageWarnings, spillingInto: staging.path, reusing: reusing)
        }
        if reusedViews { options.timings?.annotate(pagesStage, "reused \(pageViews.reused) of \(pageViews.pages) views") }
        let syllabi = pageViews.syllabi
        warnings += pageWarnings
        let written: SiteRenderer.Written
        let writer = output.writer(into: staging)
        var digests: [String: String] = [:]
        do throws(SiteError) {
            var prepared = renderer(options, templates: templates, syllabi: syllabi)
            if let pending = options.incremental {
                let input = prepared.input
                prepared.reuse = await BuildTimings.measure(options.timings, "reuse: course digests, the last build's record") { () async -> SiteReuse? in
                    let entries = pending.snapshot.entries
                    digests = await CourseDigest.all(input: input) { path in
                        // A regular file's content hash, or while it is unknown the stamp that stands for it.
                        guard let entry = entries[path], entry.kind == "f" else { return nil }
                        return entry.hash == BookSnapshot.unknownHash ? "stamp " + entry.stamp.fields : "hash " + entry.hash
                    }
                    return hadSite ? pending.reuse(options: options, book: book, digests: digests) : nil
                }
            }
            let renderer = prepared
            written = try await BuildTimings.measure(options.timings, "site: render and write") { () async throws(SiteError) -> SiteRenderer.Written in
                try await renderer.write(into: writer)
            }
            warnings += written.warnings
            if written.keptCourses > 0 {
                options.timings?.annotate("site: render and write", "rendered \(written.pages - written.keptPages) of \(written.pages) pages, "
                                          + "kept the files of \(written.keptCourses) of \(EnglishPlural.count(book.courses.count, "course")) from the last site")
            }
            if warnings.hasErrors || (options.strict && !warnings.isEmpty) { throw .invalid(warnings) }
        } catch {
            output.discard(staging)
            throw error
        }
        try await BuildTimings.measure(options.timings, "site: swap in") { () async throws(SiteError) in
            try await output.commit(staging, audience: options.audience)
        }
        var summary = Summary(pages: written.pages, files: written.files + 1, warnings: warnings, unchanged: hadSite ? writer.written.linked : nil)
        summary.keptCourses = written.keptCourses
        summary.keptPages = written.keptPages
        summary.reusedViews = pageViews.reused
        summary.pageViews = pageViews.pages
        var courseFiles = written.courseFiles
        courseFiles?.digests = digests
        if let pending = options.incremental {
            await BuildTimings.measure(options.timings, "manifest: record") {
                pending.record(output: output.url, paths: written.paths + [OutputFolderSwap.markerName], options: options, book: book,
                               pages: summary.pages, files: summary.files, bookWarnings: options.bookWarnings, siteWarnings: warnings, reach: courseFiles,
                               views: pageViews, endpoints: endpoints)
            }
        }
        return summary
    }

    /// The defaults, overridden by the book's `Templates/` folder; broken templates are `.invalid`.
    package func templates() throws(SiteError) -> TemplateLibrary {
        let overrides = bookRoot.appendingPathComponent(TemplateLibrary.overridesFolderName)
        do {
            return try TemplateLibrary.load(overrides: FileManager.default.fileExists(atPath: overrides.path) ? overrides : nil)
        } catch {
            throw .invalid(error.diagnostics)
        }
    }

    /// Every course page's view, fetched through the book's page cache (cache only when
    /// `offline`); kept apart from `render` so a preview can reuse it when only records or notes changed.
    package func syllabi(offline: Bool, diagnostics: inout [Diagnostic]) async -> [String: SiteSyllabus] {
        await syllabi(offline: offline, diagnostics: &diagnostics, spillingInto: nil)
    }

    /// The same, each page's HTML kept in a file in `folder` (a build's staging folder) when given.
    func syllabi(offline: Bool, diagnostics: inout [Diagnostic], spillingInto folder: String?) async -> [String: SiteSyllabus] {
        let adapter = CourseSyllabusAdapter(bookRoot: bookRoot, book: book, offline: offline, endpoints: endpoints)
        return await adapter.syllabi(diagnostics: &diagnostics, spillingInto: folder)
    }

    /// Renders the whole site in memory without writing anything: `run` writes it, `serve` serves it.
    package func render(_ options: Options, templates: TemplateLibrary, syllabi: [String: SiteSyllabus]) async -> SiteRenderer.Result {
        await renderer(options, templates: templates, syllabi: syllabi).build()
    }

    /// The renderer `render` uses; its `render()` keeps what the site came from, for `serve`.
    package func renderer(_ options: Options, templates: TemplateLibrary, syllabi: [String: SiteSyllabus]) -> SiteRenderer {
        let input = SiteInput(
            book: book, day: options.today,
            audience: options.audience, baseURL: options.baseURL, syllabi: syllabi, sourceDateEpoch: options.sourceDateEpoch
        )
        var renderer = SiteRenderer(input: input, templates: templates, bookRoot: bookRoot, progress: options.progress)
        renderer.timings = options.timings
        return renderer
    }
}
