import ArgumentParser
import CourseModel
import CoursebookCore

/// `coursebook bonus add|edit|remove|list`.
struct BonusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bonus",
        abstract: "Record, change, remove or list bonus points (bonus.csv).",
        subcommands: [Add.self, Edit.self, Remove.self, List.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Give a student bonus points.")
        @OptionGroup var options: EditOptions
        @Option(help: "The course id.") var course: String
        @Option(help: "The student's id.") var student: String
        @Option(help: "Whole points, 1 to 10.") var points: String
        @Option(help: "Why they were given.") var reason: String
        @Option(help: "YYYY-MM-DD.") var date: String?

        func run() throws {
            let fields = EditDraft.BonusFields(student: student, points: points, reason: reason, date: date ?? "")
            try EditRunner.run(options) { draft throws(EditError) in try draft.addBonus(course: course, fields) }
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change bonus entry N of a course (N from 'bonus list').")
        @OptionGroup var options: EditOptions
        @Argument(help: "The entry's number in 'bonus list --course ID'.") var number: Int
        @Option(help: "The course id.") var course: String
        @Option(help: "The student's id.") var student: String?
        @Option(help: "Whole points, 1 to 10.") var points: String?
        @Option(help: "Why they were given.") var reason: String?
        @Option(help: "YYYY-MM-DD, or \"\" to clear.") var date: String?

        func run() throws {
            let fields = EditDraft.BonusFields(student: student, points: points, reason: reason, date: date)
            try EditRunner.run(options) { draft throws(EditError) in try draft.editBonus(course: course, number: number, fields) }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove bonus entry N of a course (N from 'bonus list').")
        @OptionGroup var options: EditOptions
        @Argument(help: "The entry's number in 'bonus list --course ID'.") var number: Int
        @Option(help: "The course id.") var course: String

        func run() throws {
            try EditRunner.run(options) { draft throws(EditError) in try draft.removeBonus(course: course, number: number) }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List a course's bonus entries, numbered for edit and remove.")
        @Option(help: "The course book folder.") var book: String = "."
        @Option(help: "The course id.") var course: String

        func run() throws {
            let loaded = try BookSession.load(book)
            let entries: [(number: Int, entry: BonusEntry)]
            do throws(EditError) {
                entries = try EditDraft.bonusList(loaded, course: course)
            } catch {
                throw CommandFailure(error).reported()
            }
            for (number, entry) in entries {
                print("\(number)\t\(entry.studentID)\t\(entry.points)\t\(entry.date?.description ?? "-")\t\(entry.reason)")
            }
        }
    }
}
