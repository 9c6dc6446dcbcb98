/// One line of an edit's summary, in the two tenses a command needs: what it did, and what a
/// `--dry-run` would do (so a preview never reads as if the book had changed).
package struct EditSummaryLine: Sendable, Equatable, CustomStringConvertible {
    /// The line after the change was written: "removed person bkhan".
    package var done: String
    /// The line for a preview: "would remove person bkhan".
    package var planned: String

    /// A change made with `verb` to `object`.
    init(_ verb: EditVerb, _ object: String) {
        done = verb.past + " " + object
        planned = "would " + verb.rawValue + " " + object
    }

    /// A line with its two forms written out, for sentences no verb fits.
    init(done: String, planned: String) {
        self.done = done
        self.planned = planned
    }

    package var description: String { done }
}
