import CourseModel

/// Finds people of a book by id or e-mail address, as exports name them either way.
struct PeopleDirectory {
    private var byID: [String: Person] = [:]
    private var byEmail: [String: Person] = [:]

    init(_ people: [Person]) {
        for person in people { add(person) }
    }

    /// Makes `person` findable (later imports rows see people added earlier in the same file).
    mutating func add(_ person: Person) {
        byID[person.id] = person
        byEmail[Identifier.emailKey(person.email)] = person
    }

    /// The person with this id.
    func person(id: String) -> Person? { byID[id.lowercased()] }

    /// The person with this e-mail address, any case.
    func person(email: String) -> Person? { byEmail[Identifier.emailKey(email)] }

    /// The person an export's identifier names: an id, or an e-mail address.
    func person(identifier: String) -> Person? {
        Identifier.isEmailAddress(identifier) ? person(email: identifier) : person(id: identifier)
    }
}
