import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook fetch [BOOK]`: fill and revalidate the book's cache of GitHub and web course pages.
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Download or revalidate every remote course page into BOOK/.coursebook/cache/, for --offline builds.",
        discussion: "Exits 74 when a page cannot be downloaded and no copy of it is cached; a page kept from the cache is a warning."
    )

    @Argument(help: "The course book folder.")
    var book: String = "."

    @Option(name: .customLong("cache-dir"), help: "Cache folder (default: BOOK/.coursebook/cache).")
    var cacheDir: String?

    func run() async throws {
        let loaded = try BookSession.load(book, keepsAttendance: false)
        let loader = SyllabusLoader(bookRoot: URL(fileURLWithPath: book), book: loaded, cacheFolder: cacheDir.map { URL(fileURLWithPath: $0) })
        let refresh = CoursePageRefresh(loader: loader)
        let progress = ProgressLine.forTerminal()
        let outcomes = await refresh.run { done, total in progress?.report("fetching course pages", done, total) }
        progress?.clear()
        let diagnostics = refresh.diagnostics(outcomes)
        Console.print(diagnostics)
        func count(_ keep: (CoursePageRefresh.Result) -> Bool) -> Int { outcomes.filter { keep($0.result) }.count }
        let kept = count { if case .keptCachedCopy = $0 { true } else { false } }
        let failed = count { if case .failed = $0 { true } else { false } }
        let folder = loader.effectiveCacheFolder
        print("\(folder.path): \(EnglishPlural.count(outcomes.count, "page")): \(count { $0 == .downloaded }) downloaded, \(count { $0 == .unchanged }) unchanged, \(kept) kept from the cache, \(failed) failed")
        if failed > 0 { throw ExitStatus.ioError }
    }
}
