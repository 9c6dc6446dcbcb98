import ArgumentParser
import CourseModel
import CoursebookCore

/// `coursebook person add|edit|remove`.
struct PersonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Add, edit or remove a person in people.csv.",
        subcommands: [Add.self, Edit.self, Remove.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a student or teacher.")
        @OptionGroup var options: EditOptions
        @Option(help: "The new id: lower-case letters, digits, '-' or '_'.") var id: String
        @Option(help: "Given name.") var first: String
        @Option(help: "Family name.") var last: String
        @Option(help: "E-mail address.") var email: String
        @Option(help: "student or teacher (optional: what someone does in a course comes from its staff and enrollments).") var role: Role?

        func run() throws {
            let person = Person(id: id, firstName: first, lastName: last, email: email, role: role)
            try EditRunner.run(options) { draft throws(EditError) in try draft.addPerson(person) }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change a person's names, e-mail or role.")
        @OptionGroup var options: EditOptions
        @Argument(help: "The person's id.") var id: String
        @Option(help: "Given name.") var first: String?
        @Option(help: "Family name.") var last: String?
        @Option(help: "E-mail address.") var email: String?
        @Option(help: "student or teacher.") var role: Role?

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in
                try draft.editPerson(id, firstName: first, lastName: last, email: email, role: role)
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove a person with their enrollments, attendance and bonus rows; clears them as teacher."
        )
        @OptionGroup var options: EditOptions
        @Argument(help: "The person's id.") var id: String
        @Flag(help: "Do not ask before removing.") var yes = false

        func run() throws {
            try EditRunner.run(options, askBeforeRemoving: true, yes: yes) { draft throws(EditError) in try draft.removePerson(id) }
        }
    }
}
