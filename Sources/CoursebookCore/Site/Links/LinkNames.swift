import Synchronization

/// The names link summaries mention — site paths, `id`s and fragments — each stored once for a
/// whole build and referred to by number. A faculty's site has over a hundred thousand pages that
/// repeat the same few thousand names; as `Set<String>`s per page, the summaries alone took more
/// memory than the loaded book's notes. It also keeps where each folder's links lead, already as
/// numbers: the pages of one folder repeat the same navigation, and resolving and numbering it
/// again for every page (five string hashes per link) was a seventh of a build's CPU time.
final class LinkNames: Sendable {
    private struct Table {
        var numbers: [String: Int32] = [:]
        var names: [String] = []
    }

    private let table = Mutex(Table())
    private let known = Mutex<[String: FolderLinks]>([:])

    /// Where a link value, as written in a page of one folder, leads: already numbered, so a page
    /// that repeats its folder's navigation hashes each of its links once and takes no lock.
    enum Resolved: Sendable {
        /// A link that leaves the site (a scheme, an absolute path).
        case outside
        /// The page itself (`#main`, `?sort=name`), with the fragment's number when it names one.
        case samePage(fragment: Int32?)
        /// The site path numbered `path`, with the fragment's number when it names one.
        case file(path: Int32, fragment: Int32?)
    }

    /// What the pages of one folder were found to link to and to name, by raw attribute value.
    struct FolderLinks: Sendable {
        /// `href` and `src` values.
        var links: [String: Resolved] = [:]
        /// `id` values and their numbers.
        var ids: [String: Int32] = [:]

        mutating func add(links: [(String, Resolved)], ids: [(String, Int32)]) {
            for (value, resolved) in links { self.links[value] = resolved }
            for (value, number) in ids { self.ids[value] = number }
        }
    }

    /// An empty table.
    init() {}

    /// What links and ids of pages in `folder` were found to be.
    func known(in folder: String) -> FolderLinks {
        known.withLock { $0[folder] ?? FolderLinks() }
    }

    /// Folders whose resolutions are kept at once; when it is full the cache starts over. Pages
    /// render folder by folder, so the folders being rendered get the hits; keeping all of a
    /// faculty's 20,000 folders cost ~60 MB.
    static let foldersKept = 256

    /// Adds what a page of `folder` found that `known(in:)` did not have yet. The caller has let
    /// go of its copy, so the folder's tables grow in place instead of being copied for each page.
    func remember(links: [(String, Resolved)], ids: [(String, Int32)], in folder: String) {
        known.withLock { all in
            if all[folder] == nil, all.count >= Self.foldersKept { all.removeAll(keepingCapacity: true) }
            all[folder, default: FolderLinks()].add(links: links, ids: ids)
        }
    }

    /// The numbers of `names`, in order, adding the new ones; one lock for a page's names.
    func numbers(of names: [String]) -> [Int32] {
        table.withLock { table in
            names.map { name in
                if let number = table.numbers[name] { return number }
                let number = Int32(table.names.count)
                table.numbers[name] = number
                table.names.append(name)
                return number
            }
        }
    }

    /// The number of `name`, if some summary named it; adds nothing.
    func number(of name: String) -> Int32? {
        table.withLock { $0.numbers[name] }
    }

    /// Every name, indexed by number: one copy for a check that looks up many.
    var all: [String] { table.withLock { $0.names } }
}
