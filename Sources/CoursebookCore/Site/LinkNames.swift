import Synchronization

/// The names link summaries mention — site paths, `id`s and fragments — each stored once for a
/// whole build and referred to by number. A faculty's site has over a hundred thousand pages that
/// repeat the same few thousand names; as `Set<String>`s per page, the summaries alone took more
/// memory than the loaded book's notes.
final class LinkNames: Sendable {
    private struct Table {
        var numbers: [String: Int32] = [:]
        var names: [String] = []
    }

    private let table = Mutex(Table())

    /// An empty table.
    init() {}

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

    /// The number of `name`, nil when no summary mentions it.
    func number(of name: String) -> Int32? {
        table.withLock { $0.numbers[name] }
    }

    /// Every name, indexed by number: one copy for a check that looks up many.
    var all: [String] { table.withLock { $0.names } }
}
