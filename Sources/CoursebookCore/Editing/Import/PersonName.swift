/// A first and last name taken apart from the one name field an export gives. Exports write names
/// two ways, and the split follows the writer, never a list of name particles: a guess at "van der"
/// would be wrong as often as right, and a wrong split is fixed by hand in `people.csv` anyway.
struct PersonName: Equatable {
    /// Given name; empty when the field was one word.
    var first: String
    /// Family name.
    var last: String

    /// A name already apart.
    init(first: String, last: String) {
        self.first = first
        self.last = last
    }

    /// `First Middle Last` as GitHub Classroom writes it: split at the last space, so the last
    /// word is the last name; one word is a last name.
    init(lastSpace text: String) {
        let words = text.split(whereSeparator: \.isWhitespace)
        last = words.last.map(String.init) ?? ""
        first = words.dropLast().joined(separator: " ")
    }

    /// `Last, First` as Canvas's gradebook writes it: split at the first comma. A name without a
    /// comma (a user whose sortable name was never set) is split at the last space.
    init(sortable text: String) {
        guard let comma = text.firstIndex(of: ",") else {
            self.init(lastSpace: text)
            return
        }
        self.init(first: String(text[text.index(after: comma)...]).trimmingWhitespace(), last: String(text[..<comma]).trimmingWhitespace())
    }
}
