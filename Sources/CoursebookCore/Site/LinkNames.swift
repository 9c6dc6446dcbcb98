import Synchronization

/// The names link summaries mention — site paths, `id`s and fragments — each stored once for a
/// whole build and referred to by number. A faculty's site has over a hundred thousand pages that
/// repeat the same few thousand names; as `Set<String>`s per page, the summaries alone took more
/// memory than the loaded book's notes. It also keeps where each folder's links lead: the pages of
/// one folder repeat the same navigation, and resolving it again for every page was a tenth of a
/// large build's CPU time.
final class LinkNames: Sendable {
    private struct Table {
        var numbers: [String: Int32] = [:]
        var names: [String] = []
    }

    private let table = Mutex(Table())
    private let resolved = Mutex<[String: [String: String]]>([:])

    /// An empty table.
    init() {}

    /// Where links from pages in `folder` were found to lead, by link target.
    func resolutions(in folder: String) -> [String: String] {
        resolved.withLock { $0[folder] ?? [:] }
    }

    /// Folders whose resolutions are kept at once; when it is full the cache starts over. Pages
    /// render folder by folder, so the folders being rendered get the hits; keeping all of a
    /// faculty's 20,000 folders cost ~60 MB.
    static let foldersKept = 256

    /// Adds `resolutions` (a superset of what `resolutions(in:)` gave) for the next page in `folder`.
    func remember(_ resolutions: [String: String], in folder: String) {
        resolved.withLock { all in
            if let known = all[folder], known.count >= resolutions.count { return }
            if all[folder] == nil, all.count >= Self.foldersKept { all.removeAll(keepingCapacity: true) }
            all[folder] = resolutions
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

    /// Every name, indexed by number: one copy for a check that looks up many.
    var all: [String] { table.withLock { $0.names } }
}
