import Testing
@testable import CourseModel
@testable import CoursebookCore

/// `EditDraft.peopleRow`: a person as a `people.csv` row, the one encoder every writer uses.
struct PeopleRowTests {
    @Test func everyColumnOfAPersonAndAnEmptyRoleWhenNoneIsKnown() {
        let ann = Person(id: "ann", firstName: "Ann", lastName: "Lee", email: "ann@example.edu", role: .student)
        #expect(EditDraft.peopleRow(ann) == ["id": "ann", "first_name": "Ann", "last_name": "Lee", "email": "ann@example.edu", "role": "student"])
        let bob = Person(id: "bob", firstName: "", lastName: "Bo", email: "bob@example.edu")
        #expect(EditDraft.peopleRow(bob)["role"] == "")
        #expect(Set(EditDraft.peopleRow(bob).keys) == Set(RecordFile.people.columns))
    }
}
