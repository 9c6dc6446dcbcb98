import ArgumentParser
import CourseModel
import CoursebookCore
import CoursebookServe
import Dispatch
import Foundation
import Synchronization

/// `coursebook serve [BOOK]`: preview the site locally, rebuilt and reloaded on every change.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the course site: build it in memory, serve it, rebuild and reload on change.",
        discussion: """
        Serves on 127.0.0.1 only unless --host says otherwise; nothing is written to disk and the book's _site \
        is never touched. Pages answer while the first build still renders, the home page first. While the book \
        has errors the last good site stays served with the errors shown on every page. Ctrl-C, SIGTERM and \
        SIGHUP stop. Exit codes: 64 bad options, 66 BOOK is not a course book, 74 the port cannot be used.
        """
    )

    @Argument(help: "The course book folder.")
    var book: String = "."

    @Option(help: "Port to listen on (0 picks a free one).")
    var port: UInt16 = 4000

    @Option(help: "IP address to listen on; anything but loopback exposes the site to the network.")
    var host: String = "127.0.0.1"

    @Option(help: "public (no student data) or staff.")
    var audience: SiteAudience = .public

    @Option(help: "The day the site describes, YYYY-MM-DD (default: today in the term's time zone).")
    var today: LocalDate?

    @Flag(help: "Read remote course pages from the book's page cache only; never use the network.")
    var offline = false

    @Flag(help: "Open the site in the default browser (xdg-open).")
    var open = false

    func run() async throws {
        BookSession.warnAboutPendingChange(book)
        let server = PreviewServer(bookRoot: URL(fileURLWithPath: book),
                                   options: .init(audience: audience, today: today, host: host, port: port, offline: offline),
                                   report: { Self.show($0) })
        let signals = StopSignals()
        let url: URL
        do {
            url = try await server.start()
        } catch {
            throw CommandFailure(error).reported()
        }
        Self.say("Serving \(book) (\(audience.rawValue)) at \(url.absoluteString) — watching for changes; press Ctrl-C to stop.")
        if open { Self.openBrowser(url) }
        await signals.wait()
        Self.say("Stopping.")
        await server.stop()
    }

    /// The warnings of the last build that succeeded and their summary, so a rebuild prints only
    /// the warnings it is the first to find: a note edit in a book with thousands of warnings
    /// printed all of them again, and that took longer than the rebuild.
    private static let shown = Mutex<(warnings: [Diagnostic], summary: String)>(([], Console.summary([])))

    /// One line per build on standard output; problems on standard error like `check` prints them.
    private static func show(_ event: PreviewServer.Event) {
        switch event {
        case .built(let pages, let changed, let seconds, let warnings):
            let (fresh, summary) = shown.withLock { shown -> ([Diagnostic], String) in
                guard warnings != shown.warnings else { return ([], shown.summary) }
                let before = Set(shown.warnings)
                shown = (warnings, Console.summary(warnings))
                return (warnings.filter { !before.contains($0) }, shown.summary)
            }
            Console.print(fresh)
            let repeated = warnings.isEmpty || fresh.count == warnings.count ? "" : " (only new ones printed)"
            say("built \(pages) pages, \(EnglishPlural.count(changed, "file")) changed in \(String(format: "%.2f", seconds)) s; \(summary)\(repeated)")
        case .failed(let diagnostics):
            Console.print(diagnostics)
            Console.error("not rebuilt: \(Console.summary(diagnostics)); still serving the last good site")
        }
    }

    /// Writes a line to standard output unbuffered, so it shows up at once also in a pipe or log file.
    /// A closed terminal or pipe is ignored: `write(_:)` would crash the process.
    private static func say(_ line: String) {
        Console.write(line + "\n", to: .standardOutput)
    }

    /// Runs `xdg-open` when it is installed; a preview without a browser is still useful.
    private static func openBrowser(_ url: URL) {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            Console.error("note: xdg-open is not installed; open \(url.absoluteString) yourself")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [url.absoluteString]
        try? process.run()
    }
}
