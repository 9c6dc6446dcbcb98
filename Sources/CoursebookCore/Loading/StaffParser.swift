import CourseModel

/// Reads one `staff` item of a course file: `{person, role, office, hours}`, where `hours` are
/// office hours written like `meets`. Whether the person exists and the role is known is judged
/// later, when the people and the book's roles are loaded.
struct StaffParser {
    let path: String

    func member(_ value: YAMLValue, diagnostics: inout [Diagnostic]) -> (StaffMember, (person: SourceLocation, role: SourceLocation))? {
        guard let fields = YAMLMapping(value, what: "a staff entry ({person, role, office, hours})", diagnostics: &diagnostics) else { return nil }
        fields.warnAboutUnknownKeys(allowed: ["person", "role", "office", "hours"], diagnostics: &diagnostics)
        let person = fields.string("person", required: true, diagnostics: &diagnostics)
        let role = fields.string("role", required: true, diagnostics: &diagnostics)
        let office = fields.string("office", required: false, diagnostics: &diagnostics) ?? ""
        if let person, !Identifier.isValid(person) {
            diagnostics.append(.error(fields["person"]?.location ?? value.location, "'person' is not a valid person id (lower-case letters, digits, '-' and '_')"))
            return nil
        }
        var hours: [Meeting] = []
        if let list = fields["hours"] {
            if let items = list.items {
                hours = items.compactMap { MeetingParser(path: path).meeting($0, diagnostics: &diagnostics) }
            } else {
                diagnostics.append(.error(list.location, "'hours' must be a list of {days, start, end, room}, like 'meets'"))
            }
        }
        guard let person, let role else { return nil }
        let member = StaffMember(personID: person, role: StaffRole(reading: role), office: office, officeHours: hours)
        return (member, (fields["person"]?.location ?? value.location, fields["role"]?.location ?? value.location))
    }
}
