/// The one closest-name matcher, for every message that names what a mistyped id or key probably
/// meant. Two questions, one distance (`editDistance`):
/// - `closest(to:among:limit:)`: the nearest names to list, nearest first (ties by name), with no
///   distance cut, so the user sees the likeliest ids even when none is a typo away (the rule the
///   tests pin: `algg` lists `alg`, `prog`, `geo`). Unknown ids on the command line (`report`,
///   `export`, the editing commands) and unknown `site.strings` keys.
/// - `typo(of:among:)` and `isTypo(_:of:)`: at most `typoDistance` edits away, for a "did you mean"
///   on a line of a book file and for quieting the rows that repeat one mistake.
package enum ClosestNames {
    /// How many edits away a name is still a typo of another.
    static let typoDistance = 2

    /// Up to `limit` of `candidates`, nearest first by edit distance (ties by name), so the user
    /// sees the likeliest intended ids even when none is within typo distance.
    package static func closest(to name: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        candidates
            .map { (name: $0, distance: editDistance($0, name)) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit)
            .map(\.name)
    }

    /// The nearest of `candidates` at most `typoDistance` edits from `name` (ties by name), or nil.
    static func typo(of name: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - name.count) <= typoDistance {
            let distance = editDistance(candidate, name)
            if distance <= typoDistance, distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Whether `name` is at most `typoDistance` edits from `other`.
    static func isTypo(_ name: String, of other: String) -> Bool {
        abs(name.count - other.count) <= typoDistance && editDistance(name, other) <= typoDistance
    }
}
