import CourseModel
import Foundation

/// `coursebook fetch`: downloads or revalidates every remote course page of a book into its page
/// cache, so that a later `--offline` build (in CI, on a train) has them all.
package struct CoursePageRefresh: Sendable {
    /// What happened to one page.
    package enum Result: Sendable, Equatable {
        /// Downloaded now (new, or changed since the cached copy).
        case downloaded
        /// The server said the cached copy is current.
        case unchanged
        /// The download failed; the cached copy stays and is what builds use.
        case keptCachedCopy(reason: String)
        /// The download failed and there is no copy: a build cannot show this page.
        case failed(reason: String)
    }

    /// One remote page and the courses that name it.
    package struct Outcome: Sendable {
        package var address: String
        package var courses: [String]
        package var result: Result
    }

    /// Reads the pages; `offline` is ignored, since filling the cache is the point.
    package let loader: SyllabusLoader

    /// A refresh of the pages `loader.book` names.
    package init(loader: SyllabusLoader) {
        var loader = loader
        loader.offline = false
        self.loader = loader
    }

    /// Every remote page's address with the courses naming it, in course order.
    package var pages: [(address: String, courses: [String])] {
        var order: [String] = []
        var courses: [String: [String]] = [:]
        for course in loader.book.courses {
            guard let address = course.page?.rawURL(loader.endpoints) else { continue }
            if courses[address] == nil { order.append(address) }
            courses[address, default: []].append(course.id)
        }
        return order.map { ($0, courses[$0] ?? []) }
    }

    /// Fetches every page, a few at a time, telling `progress` how many of how many are done.
    package func run(progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) async -> [Outcome] {
        let pages = pages
        let fetcher = PageFetcher(cacheFolder: loader.effectiveCacheFolder, offline: false, endpoints: loader.endpoints)
        var results = [Result?](repeating: nil, count: pages.count)
        await withTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            var done = 0
            func start() {
                guard next < pages.count else { return }
                let index = next
                next += 1
                group.addTask { (index, await Self.fetch(pages[index].address, with: fetcher)) }
            }
            for _ in 0..<4 { start() }
            for await (index, result) in group {
                results[index] = result
                done += 1
                progress(done, pages.count)
                start()
            }
        }
        return zip(pages, results).map { Outcome(address: $0.address, courses: $0.courses, result: $1 ?? .failed(reason: "not fetched")) }
    }

    /// Warnings for pages kept from the cache and errors for pages a build cannot have, each at
    /// the course file that names the page.
    package func diagnostics(_ outcomes: [Outcome]) -> [Diagnostic] {
        outcomes.flatMap { outcome -> [Diagnostic] in
            switch outcome.result {
            case .downloaded, .unchanged:
                return []
            case .keptCachedCopy(let reason):
                return outcome.courses.map { .warning(loader.courseFile($0), "\(outcome.address): \(PageFetcher.cannotDownload(reason)); the cached copy is kept") }
            case .failed(let reason):
                return outcome.courses.map { .error(loader.courseFile($0), "\(outcome.address): \(PageFetcher.cannotDownload(reason)) and no copy is cached") }
            }
        }
    }

    private static func fetch(_ address: String, with fetcher: PageFetcher) async -> Result {
        do {
            let page = try await fetcher.fetch(address)
            switch page.source {
            case .network: return .downloaded
            case .revalidated: return .unchanged
            case .cache: return .keptCachedCopy(reason: page.fallbackReason ?? "offline")
            }
        } catch {
            switch error {
            case .fetchFailed(_, let reason): return .failed(reason: reason)
            default: return .failed(reason: error.description)
            }
        }
    }
}
