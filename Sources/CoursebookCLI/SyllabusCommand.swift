import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook syllabus SOURCE`: read one course page and print its syllabus record.
struct SyllabusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "syllabus",
        abstract: "Read a course page (file, github:OWNER/REPO[/PATH][@REF] or https address) and print its syllabus record.",
        discussion: "With --book, SOURCE may also be a course id, and the book's term year, section words and .coursebook/cache/ apply. Exits 65 when the page is rejected, 66 when it cannot be read, 74 when it cannot be downloaded."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, markdown, html
    }

    @Argument(help: "A Markdown file, github:OWNER/REPO[/PATH][@REF] (or OWNER/REPO), a github.com address (a repository, tree/ or blob/ page; the scheme may be left out), another https address, or (with --book) a course id.")
    var source: String

    @Option(help: "json, markdown or html.")
    var format: Format = .json

    @Option(help: "Year for dates written without one (default: front matter 'year', else the book's term).")
    var year: Int?

    @Flag(help: "Use only cached copies of remote pages.")
    var offline = false

    @Option(name: .customLong("cache-dir"), help: "Cache folder for downloaded pages.")
    var cacheDir: String?

    @Option(help: "A course book folder whose settings apply.")
    var book: String?

    func run() async throws {
        let endpoints = GitHubEndpoints.fromEnvironment()
        var extractor = SyllabusExtractor(year: year, endpoints: endpoints)
        var cacheFolder = cacheDir.map { URL(fileURLWithPath: $0) }
        var warnings: [Diagnostic] = []
        if let book {
            let loaded = try BookSession.load(book)
            // A course id: its page, read as `check` and `build` read it.
            if let course = loaded.course(source), course.page != nil {
                let loader = SyllabusLoader(bookRoot: URL(fileURLWithPath: book), book: loaded, offline: offline, year: year, cacheFolder: cacheFolder, endpoints: endpoints)
                do throws(SyllabusError) {
                    let syllabus = try await loader.read(course, warnings: &warnings)
                    show(warnings)
                    if let syllabus { write(syllabus) }
                } catch {
                    show(warnings)
                    throw CommandFailure(error).reported()
                }
                return
            }
            extractor.sectionWords = loaded.settings.sectionWords
            extractor.fallbackYear = loaded.term.start.year
            cacheFolder = cacheFolder ?? SyllabusLoader.bookCacheFolder(URL(fileURLWithPath: book))
        }
        let reading = PageOrigin.read(source, endpoints: endpoints)
        if case .problem(let problem) = reading {
            throw CommandFailure(status: ExitStatus.usage, message: "error: '\(source)' \(problem)").reported()
        }
        do throws(SyllabusError) {
            var origin: PageOrigin?
            if case .origin(let read) = reading { origin = read }
            if origin == nil, !FileManager.default.fileExists(atPath: source) {
                origin = PageOrigin.repositoryShorthand(source)
            }
            let text: SyllabusLoader.PageText
            var isFile = false
            if let origin, let address = origin.rawURL(endpoints) {
                extractor.origin = origin
                guard let folder = cacheFolder ?? PageFetcher.userCacheFolder else {
                    throw .unreadable(path: UserFolder.cache.shownPath, reason: "no home folder is known (set HOME or \(UserFolder.cache.variable), or give --cache-dir)")
                }
                text = .address(address, PageFetcher(cacheFolder: folder, offline: offline, endpoints: endpoints))
            } else {
                isFile = true
                text = .file(named: source)
            }
            let syllabus: Syllabus
            do throws(SyllabusError) {
                syllabus = try await SyllabusLoader.load(text, name: source, extractor: extractor, warnings: &warnings)
            } catch .unreadable(let path, let reason) where reason == "no such file" && isFile {
                throw .unreadable(path: path, reason: "no such file; for a page on GitHub give github:OWNER/REPO[/PATH][@REF] or its https://github.com address")
            }
            show(warnings)
            write(syllabus)
        } catch {
            show(warnings)
            throw CommandFailure(error).reported()
        }
    }

    /// The download's warnings and the page's notices, on standard error.
    private func show(_ warnings: [Diagnostic]) {
        for warning in warnings { Console.error(warning.description) }
    }

    /// The record in the chosen format, on standard output.
    private func write(_ syllabus: Syllabus) {
        switch format {
        case .json: print(SyllabusJSON.value(syllabus).serialized(), terminator: "")
        case .markdown: print(SyllabusMarkdown.render(syllabus), terminator: "")
        case .html: print(syllabus.html, terminator: "")
        }
    }
}
