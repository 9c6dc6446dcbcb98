import CoursebookCore
import Foundation

/// Where a command's text goes: standard output, or with `--output FILE` a file written atomically
/// (a failed write leaves no half file and exits 73).
enum CommandOutput {
    static func emit(_ text: String, to output: String?) throws(CommandFailure) {
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try AtomicFile.write(text, to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure(error)
        }
    }
}
