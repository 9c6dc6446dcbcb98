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
        var source = source
        var localBase: URL?
        if let book {
            let loaded = try BookSession.load(book)
            extractor.sectionWords = loaded.settings.sectionWords
            extractor.fallbackYear = loaded.term.start.year
            cacheFolder = cacheFolder ?? SyllabusLoader.bookCacheFolder(URL(fileURLWithPath: book))
            if let course = loaded.course(source), let page = course.page {
                source = page.description
                if case .local(let path) = page { source = path; localBase = URL(fileURLWithPath: book) }
            }
        }
        let reading = PageOrigin.read(source, endpoints: endpoints)
        if case .problem(let problem) = reading {
            throw CommandFailure(status: ExitStatus.usage, message: "error: '\(source)' \(problem)").reported()
        }
        let text: String
        do throws(SyllabusError) {
            var origin: PageOrigin?
            if case .origin(let read) = reading { origin = read }
            if origin == nil, localBase == nil, !FileManager.default.fileExists(atPath: source) {
                origin = PageOrigin.repositoryShorthand(source)
            }
            if let origin, let address = origin.rawURL(endpoints) {
                extractor.origin = origin
                guard let folder = cacheFolder ?? PageFetcher.userCacheFolder else {
                    throw .unreadable(path: UserFolder.cache.shownPath, reason: "no home folder is known (set HOME or \(UserFolder.cache.variable), or give --cache-dir)")
                }
                let fetcher = PageFetcher(cacheFolder: folder, offline: offline, endpoints: endpoints)
                let page = try await fetcher.fetch(address)
                page.warnings.forEach(Console.error)
                text = page.text
            } else {
                let url = localBase.map { $0.appendingPathComponent(source) } ?? URL(fileURLWithPath: source)
                do throws(SyllabusError) {
                    text = try SyllabusLoader.readLocal(url, name: source)
                } catch .unreadable(let path, let reason) where reason == "no such file" && localBase == nil {
                    throw .unreadable(path: path, reason: "no such file; for a page on GitHub give github:OWNER/REPO[/PATH][@REF] or its https://github.com address")
                }
            }
            let syllabus = try extractor.extract(text, path: source)
            for notice in syllabus.notices {
                Console.error(Diagnostic.warning(SourceLocation(path: source, line: notice.line, column: notice.column), notice.message).description)
            }
            switch format {
            case .json: print(SyllabusJSON.value(syllabus).serialized(), terminator: "")
            case .markdown: print(SyllabusMarkdown.render(syllabus), terminator: "")
            case .html: print(syllabus.html, terminator: "")
            }
        } catch {
            throw CommandFailure(error).reported()
        }
    }
}
