import CourseModel
import CoursebookCore
import Foundation
import Synchronization

/// `coursebook serve`: builds a book in memory, serves it over HTTP, rebuilds when the book
/// changes and tells open pages to reload. A failed rebuild keeps the last good site.
package actor PreviewServer {
    /// How to serve.
    package struct Options: Sendable {
        /// Public or staff.
        package var audience: SiteAudience
        /// The day the site describes; nil means today in the term's time zone.
        package var today: LocalDate?
        /// The IP address to listen on (IPv4 or IPv6); loopback by default.
        package var host: String
        /// The port; 0 picks a free one (read it from the URL `start` returns).
        package var port: UInt16
        /// How often the book's files are checked for changes.
        package var pollInterval: Duration
        /// Read remote course pages from the book's page cache only.
        package var offline: Bool
        /// How long a client may take to send a request head before it is disconnected.
        package var headTimeout: Duration

        /// Creates options; the head timeout is `PreviewConnection.headTimeout` unless given.
        package init(audience: SiteAudience = .public, today: LocalDate? = nil, host: String = "127.0.0.1", port: UInt16 = 4000,
                    pollInterval: Duration = .milliseconds(250), offline: Bool = false, headTimeout: Duration? = nil) {
            self.audience = audience
            self.today = today
            self.host = host
            self.port = port
            self.pollInterval = pollInterval
            self.offline = offline
            self.headTimeout = headTimeout ?? PreviewConnection.headTimeout
        }
    }

    /// What happened at a (re)build, for the terminal.
    package enum Event: Sendable {
        /// A build succeeded: pages, files written or removed, the seconds it took, and its warnings.
        case built(pages: Int, changedFiles: Int, seconds: Double, warnings: [Diagnostic])
        /// A build failed; the last good site is still served.
        case failed([Diagnostic])
    }

    private let bookRoot: URL
    private let options: Options
    private let report: @Sendable (Event) -> Void
    private let state = PreviewState()
    private let channel = ReloadChannel()
    private let site = PreviewSite()
    private var builder: PreviewBuilder
    private var listener: Task<Void, Never>?
    private var tasks: [Task<Void, Never>] = []
    private var generation = 0
    /// Whether the first build has begun; it publishes pages as they render.
    private var opened = false

    /// A server for the book at `bookRoot`; `report` hears of every build.
    package init(bookRoot: URL, options: Options, report: @escaping @Sendable (Event) -> Void = { _ in }) {
        self.bookRoot = bookRoot.standardizedFileURL
        self.options = options
        self.report = report
        builder = PreviewBuilder(bookRoot: bookRoot, audience: options.audience, today: options.today, offline: options.offline)
    }

    /// Starts listening, then builds the site and watches the book; returns the address, e.g.
    /// `http://127.0.0.1:4000/`, as soon as it listens. Requests made while the first build runs
    /// are answered as their pages render (the home page first).
    package func start() async throws(ServeError) -> URL {
        do {
            try BookLoader(root: bookRoot).checkIsCourseBook()
        } catch {
            throw .notACourseBook(error.description)
        }
        let handler = SiteRequestHandler(site: site, state: state, channel: channel)
        let server = try PreviewListener(host: options.host, port: options.port, headTimeout: options.headTimeout, handler: handler)
        listener = Task { await server.run() }
        let interval = options.pollInterval
        // Snapshot first: a change made while the first build runs is rebuilt right after it.
        tasks.append(Task {
            let watcher = BookWatcher(root: self.bookRoot)
            let initial = watcher.snapshot()
            await self.rebuild(changed: nil)
            await self.watch(watcher, from: initial, every: interval)
        })
        return URL(string: "http://\(ListenAddress.urlHost(options.host)):\(server.port)/")!
    }

    /// Returns once the first build has ended (well or not).
    package func waitForFirstBuild() async {
        await state.waitForFirstBuild()
    }

    /// A file of the site as built, without what serving adds to pages.
    nonisolated func builtFile(_ path: String) -> Data? {
        site.file(path)?.data
    }

    /// Stops watching and serving.
    package func stop() async {
        for task in tasks { task.cancel() }
        tasks = []
        await channel.finish()
        listener?.cancel()
        await listener?.value
        listener = nil
    }

    /// Waits for a change (inotify events, or a different snapshot at the next poll); once it has
    /// settled (no more events, or two equal snapshots), rebuilds with the changed paths. With
    /// inotify only the folders it reported are listed again, every few milliseconds, and a full
    /// poll still runs at `interval` in case an event was missed (a folder created between listing
    /// and watching).
    private func watch(_ watcher: BookWatcher, from initial: BookWatcher.Snapshot, every interval: Duration) async {
        var last = initial
        let events = FolderEvents(root: bookRoot)
        let tick: Duration = .milliseconds(5)
        var sinceSnapshot: Duration = .zero
        while !Task.isCancelled {
            var current: BookWatcher.Snapshot
            if let events {
                try? await Task.sleep(for: tick)
                sinceSnapshot += tick
                let folders = events.drain()
                if folders.isEmpty {
                    guard sinceSnapshot >= interval else { continue }
                    current = watcher.snapshot()
                } else {
                    current = watcher.rescanning(folders, in: last)
                }
            } else {
                try? await Task.sleep(for: interval)
                current = watcher.snapshot()
            }
            sinceSnapshot = .zero
            guard current != last else { continue }
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(events == nil ? 60 : 15))
                let next: BookWatcher.Snapshot
                if let events {
                    let folders = events.drain()
                    if folders.isEmpty { break }
                    next = watcher.rescanning(folders, in: current)
                } else {
                    next = watcher.snapshot()
                }
                if next == current { break }
                current = next
            }
            guard !Task.isCancelled else { return }
            let changed = BookWatcher.changes(from: last, to: current)
            last = current
            await rebuild(changed: changed)
        }
    }

    /// Builds, publishes what changed, and tells pages to reload (also when the error banner
    /// appears or goes). The first build publishes each file as it renders.
    private func rebuild(changed: Set<String>?) async {
        let started = ContinuousClock.now
        let before = await state.problems
        let first = !opened
        opened = true
        var touched = 0
        // Built on a copy: the actor may take other calls while the build runs.
        var working = builder
        let site = self.site
        let publish: (@Sendable (String, Data) -> Void)? = first ? { @Sendable path, data in site.publish(path, data) } : nil
        let outcome = await working.build(changed: changed, publishing: publish)
        builder = working
        switch outcome {
        case .built(let files, let changedPaths, let warnings):
            // Succeeded first: a request the update lets through sees a site, not "never built".
            await state.succeeded()
            touched = site.update(to: files, touched: changedPaths)
            // The first build's files were published as they rendered: all of them are new.
            if first { touched = files.files.count }
            let elapsed = ContinuousClock.now - started
            report(.built(pages: files.pageCount, changedFiles: touched, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, warnings: warnings))
        case .failed(let diagnostics):
            await state.failed(diagnostics)
            report(.failed(diagnostics))
        case .notACourseBook(let message):
            let problem = Diagnostic.error(SourceLocation(path: BookLayout.settingsFile), message)
            await state.failed([problem])
            report(.failed([problem]))
        }
        // A failed first build leaves nothing to wait for: waiting requests get the error page.
        if first {
            site.endOpening()
            await state.firstBuildEnded()
        }
        // A rebuild that changed no byte and no banner (a file touched, a comment edited) reloads
        // nothing, nor does the first: what it served, it served as built.
        let after = await state.problems
        guard (touched > 0 && !first) || before != after else { return }
        generation += 1
        await channel.send("reload", data: String(generation))
    }
}
