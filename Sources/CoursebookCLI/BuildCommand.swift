import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook build [BOOK]`: write the course site.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static course site (default BOOK/_site; staff: BOOK/_site-staff).",
        discussion: """
        Exit codes: 65 when the book or templates have errors (or warnings with --strict), 73 when the \
        output folder is refused, 74 when writing fails. The previous site is kept on any failure.
        """
    )

    @Argument(help: "The course book folder.")
    var book: String = "."

    @Option(help: "Output folder (default BOOK/_site, or BOOK/_site-staff for --audience staff).")
    var output: String?

    @Option(help: "public (no student data) or staff.")
    var audience: SiteAudience = .public

    @Option(help: "The day the site describes, YYYY-MM-DD (default: today in the term's time zone).")
    var today: LocalDate?

    @Flag(help: "Read remote course pages from BOOK/.coursebook/cache/ only; pages not cached are linked instead.")
    var offline = false

    @Option(name: .customLong("base-url"), help: "Absolute address the site is served from, for the feed, sitemap and calendars.")
    var baseURL: String?

    @Flag(help: "Treat warnings (e.g. broken links) as errors.")
    var strict = false

    @Flag(help: "Replace an output folder outside the book that no coursebook build made or that holds the other audience's site, or write a staff site where it is risky.")
    var force = false

    @Flag(help: "Render and compare every file even when the last build's manifest says nothing changed.")
    var full = false

    @Flag(help: "Print each stage's wall and CPU seconds to standard error (the Markdown stages among them).")
    var timings = false

    func run() async throws {
        let started = Date()
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            Console.error("error: --base-url must be an absolute http(s) address")
            throw ExitStatus.usage
        }
        let stages = timings ? BuildTimings() : nil
        let bookURL = URL(fileURLWithPath: book)
        let outputURL = output.map { URL(fileURLWithPath: $0) } ?? bookURL.appendingPathComponent(OutputFolderSwap.defaultName(for: audience))
        // The folder as the user named it (`sample-data/_site`), not as the system resolves it.
        let outputName = output ?? (book as NSString).appendingPathComponent(OutputFolderSwap.defaultName(for: audience))
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int64($0) }
        // `today` is settled after loading; the plan reads `today` itself, not the options'.
        var options = SiteBuild.Options(output: outputURL, audience: audience, today: today ?? LocalDate(dayNumber: 0), baseURL: baseURL, offline: offline, strict: strict, force: force, sourceDateEpoch: epoch)
        defer { for line in stages?.lines() ?? [] { Console.error(line) } }
        let plan = await BuildTimings.measure(stages, "manifest: compare with the last build") { IncrementalBuild.plan(bookRoot: bookURL, options: options, fixedToday: today, maySkip: !full) }
        switch plan {
        case .upToDate(let site):
            BookSession.warnAboutPendingChange(book)
            Console.print(site.bookWarnings)
            Console.print(site.siteWarnings)
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            print("\(outputName): \(site.pages) pages, \(site.files) files (\(audience.rawValue)) in \(seconds) s, up to date (all \(Console.grouped(site.files)) files unchanged, nothing rendered); \(Console.summary(site.siteWarnings))")
            return
        case .build(let pending, let note):
            if let note { Console.error(note) }
            options.incremental = pending
        }
        let loaded = try await BuildTimings.measure(stages, "load and check the book") { try BookSession.loadWithWarnings(book, keepsAttendance: audience.keepsAttendance) }
        options.today = TermClock(term: loaded.book.term).day(today)
        options.bookWarnings = loaded.warnings
        let progress = ProgressLine.forTerminal()
        options.progress = progress?.report
        options.timings = stages
        defer { progress?.clear() }
        do {
            let summary = try await SiteBuild(bookRoot: bookURL, book: loaded.book).run(options)
            progress?.clear()
            Console.print(summary.warnings)
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            let reused = summary.keptCourses == 0 ? "" : "; rendered \(Console.grouped(summary.pages - summary.keptPages)) of \(Console.grouped(summary.pages)) pages, reused the pages of \(Console.grouped(summary.keptCourses)) \(EnglishPlural.noun("course", summary.keptCourses))"
            let note = summary.unchanged.map { " (\(Console.grouped($0)) of \(Console.grouped(summary.files)) files unchanged\(reused))" } ?? ""
            print("\(outputName): \(summary.pages) pages, \(summary.files) files (\(audience.rawValue)) in \(seconds) s\(note); \(Console.summary(summary.warnings))")
        } catch {
            throw CommandFailure(error, book: book, strict: strict).reported()
        }
    }
}
