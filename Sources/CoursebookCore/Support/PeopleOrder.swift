import CourseModel
import Foundation

/// The one order every report lists people in: last name, then first name, ignoring case and
/// accents, then id so people with the same name still come out the same way every run.
package enum PeopleOrder {
    /// A precomputed sort key; folding is costly, so it is done once per person, not per comparison.
    package struct Key: Sendable, Comparable {
        let lastName: String
        let firstName: String
        let id: String

        package static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.lastName, lhs.firstName, lhs.id) < (rhs.lastName, rhs.firstName, rhs.id)
        }
    }

    /// Lower-cases and strips diacritics, so `ÁLVAREZ`, `Álvarez` and `alvarez` compare equal.
    package static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The sort key of one person.
    package static func key(_ person: Person) -> Key {
        Key(lastName: fold(person.lastName), firstName: fold(person.firstName), id: person.id)
    }

    /// `people` in report order.
    package static func sorted(_ people: [Person]) -> [Person] {
        sorted(people) { $0 }
    }

    /// Items that each belong to a person (a bonus total, an attendance line) in that person's order.
    package static func sorted<Item>(_ items: [Item], by person: (Item) -> Person) -> [Item] {
        items.map { (key: key(person($0)), item: $0) }.sorted { $0.key < $1.key }.map(\.item)
    }

    /// Text such as subjects or rooms in the same case- and accent-blind order, ties by exact text.
    package static func sortedText(_ texts: [String]) -> [String] {
        texts.map { (key: fold($0), text: $0) }.sorted { ($0.key, $0.text) < ($1.key, $1.text) }.map(\.text)
    }
}
