import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

enum EditRunner {
    /// Plans and applies a change. With `askBeforeRemoving` a change that removes something is
    /// listed and confirmed on the terminal first, unless `yes`; without a terminal it is refused.
    static func run(
        _ options: EditOptions, askBeforeRemoving: Bool = false, yes: Bool = false,
        plan: (inout EditDraft) throws(EditError) -> Void
    ) throws {
        let editor = BookEditor(root: URL(fileURLWithPath: options.book))
        var noTerminal = false
        var listed = false
        let outcome: BookEditor.Outcome
        do {
            outcome = try editor.perform(dryRun: options.dryRun, confirm: { edit in
                if yes || !askBeforeRemoving { return true }
                listRemovals(edit)
                listed = true
                guard isatty(0) != 0 else {
                    noTerminal = true
                    return false
                }
                Console.write("Remove these? [y/N] ", to: .standardError)
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
                return answer == "y" || answer == "yes"
            }, recovered: { Console.error($0) }, plan: plan)
        } catch {
            throw CommandFailure(error).reported()
        }
        switch outcome {
        case .unchanged(let edit):
            edit.summary.forEach { print($0.done) }
            print("nothing to change")
        case .previewed(let edit):
            edit.summary.forEach { print($0.planned) }
            listRemovals(edit)
            print(edit.diff, terminator: "")
            warnAboutRemaining(edit)
        case .declined:
            if noTerminal {
                Console.error("error: not removing without confirmation; run it on a terminal or add --yes")
                throw ExitStatus.usage
            }
            print("nothing changed")
        case .applied(let edit):
            if !listed { listRemovals(edit) }
            edit.summary.forEach { print($0.done) }
            warnAboutRemaining(edit)
        }
    }

    /// The book's errors this change left as they were, as warnings: the change went through, but
    /// `check` still fails until they are fixed.
    private static func warnAboutRemaining(_ edit: BookEdit) {
        guard !edit.remainingErrors.isEmpty else { return }
        Console.print(edit.remainingErrors.map { Diagnostic(.warning, at: $0.location, $0.message + " (the book had this error before; the change leaves it)") })
    }

    private static func listRemovals(_ edit: BookEdit) {
        guard !edit.removals.isEmpty else { return }
        let lines = ["This removes:"] + edit.removals.map { "  " + $0 }
        Console.write(lines.joined(separator: "\n") + "\n", to: .standardOutput)
    }
}
