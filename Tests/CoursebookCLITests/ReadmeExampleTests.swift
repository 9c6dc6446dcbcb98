import Foundation
import Testing

/// Every `console` example in the README runs here, in a folder holding copies of `sample-data/`
/// and `examples/`, and prints what the README says it prints: a README a user follows cannot
/// drift from the tool.
///
/// Rules for writing examples: a line starting with `$ ` is a command (run by bash, one block in
/// one folder, in order); the lines below it are its output, standard error and standard output
/// together; a command with no lines below it only has to succeed. `...` stands for any number
/// of lines. Durations (`in 0.53 s`) and the example folder's absolute path (written
/// `/home/me`) are compared loosely.
@Suite("README examples", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct ReadmeExampleTests {
    /// One command of an example and the output the README shows for it.
    struct Step: CustomStringConvertible {
        var command: String
        var expected: [String]
        var description: String { command }
    }

    /// Commands not run here, by a text they contain, and why: each is covered elsewhere.
    static let notRunHere: [String: String] = [
        "coursebook serve": "a server that runs until stopped; PreviewServerTests starts and drives it",
        "github:": "reads GitHub over the network; PageFetcherTests and SyllabusSourceTests use a loopback server",
        "OWNER/REPO": "a pattern, not an address",
        "FORMAT FILE": "the command's synopsis",
        "$SITE_DIR": "the publishing workflow's commands; PublishingWorkflowTests runs them",
        "$EDITOR": "opens an editor",
    ]

    /// The `coursebook` lines of the README's `sh` blocks (comments cut off): each must succeed.
    static let commandLines: [String] = {
        let readme = (try? String(contentsOf: BookCopy.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var block: [String]?
        var lines: [String] = []
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```sh" {
                block = []
            } else if line == "```", let commands = block {
                // A block with a command not run here is shown as a whole elsewhere.
                if !commands.contains(where: { command in notRunHere.keys.contains { command.contains($0) && $0.hasPrefix("$") } }) {
                    lines += commands.filter { command in !notRunHere.keys.contains { command.contains($0) } }
                }
                block = nil
            } else if block != nil, line.hasPrefix("coursebook ") {
                let command = line.range(of: "  #").map { String(line[..<$0.lowerBound]) } ?? line
                block?.append(command.trimmingCharacters(in: .whitespaces))
            }
        }
        return lines
    }()

    @Test(arguments: commandLines)
    func commandLineSucceeds(_ command: String) throws {
        let problems = try Self.run([Step(command: command, expected: [])])
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The README's `console` blocks, each as its steps.
    static let blocks: [[Step]] = {
        let readme = (try? String(contentsOf: BookCopy.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var blocks: [[Step]] = []
        var current: [Step]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil {
                if line == "```console" { current = [] }
                continue
            }
            if line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if line.hasPrefix("$ ") {
                current?.append(Step(command: String(line.dropFirst(2)), expected: []))
            } else if !(current?.isEmpty ?? true) {
                current![current!.count - 1].expected.append(line)
            }
        }
        return blocks.filter { block in !block.contains { step in notRunHere.keys.contains { step.command.hasPrefix($0) } } }
    }()

    @Test func theReadmeHasExamples() {
        #expect(Self.blocks.count >= 4)
    }

    @Test(arguments: blocks.indices)
    func exampleBlockRunsAsShown(_ index: Int) throws {
        for problem in try Self.run(Self.blocks[index]) { Issue.record(Comment(rawValue: problem)) }
    }

    /// Runs `steps` in a fresh example folder; what differs from the README, one text per step.
    static func run(_ steps: [Step]) throws -> [String] {
        var problems: [String] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["sample-data", "examples"] {
            try FileManager.default.copyItem(at: BookCopy.packageRoot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        for built in ["_site", "_site-staff"] { try? FileManager.default.removeItem(at: folder.appendingPathComponent("sample-data/\(built)")) }
        let tools = BookCopy.executable.deletingLastPathComponent().path
        // One shell runs the whole block, so `echo $?` sees the command before it; a marker line
        // with the previous command's status separates the commands' output.
        let marker = "@@README-STEP@@"
        let script = steps.map { "s=$?; echo \(marker) $s; (exit $s); \($0.command)" }.joined(separator: "\n") + "\necho \(marker) $?\nexit 0"
        let scriptFile = folder.appendingPathComponent("example.sh")
        try Data(script.utf8).write(to: scriptFile)
        let run = try BuiltTool.run([], environment: ["HOME": folder.path], shellPrefix: "cd '\(folder.path)' && export PATH='\(tools)':$PATH && . ./example.sh")
        var outputs: [[String]] = []
        var statuses: [Int32] = []
        for line in run.output.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init) {
            if line.hasPrefix(marker + " ") {
                if !outputs.isEmpty { statuses.append(Int32(line.dropFirst(marker.count + 1)) ?? -1) }
                outputs.append([])
            } else if !outputs.isEmpty {
                outputs[outputs.count - 1].append(Self.normalized(line, folder: folder.path))
            }
        }
        if outputs.count != steps.count + 1 { problems.append("the example script did not run to its end:\n\(run.output)") }
        for (offset, step) in steps.enumerated() where offset < statuses.count {
            let lines = outputs[offset]
            if step.expected.isEmpty {
                if statuses[offset] != 0 { problems.append("README example `\(step.command)` failed (\(statuses[offset])):\n\(lines.joined(separator: "\n"))") }
            } else if !matches(lines, step.expected.map { normalized($0, folder: "/home/me") }) {
                problems.append("README example `\(step.command)` printed:\n\(lines.joined(separator: "\n"))\nbut the README shows:\n\(step.expected.joined(separator: "\n"))")
            }
        }
        return problems
    }

    /// `line` with its durations and the example folder made comparable.
    static func normalized(_ line: String, folder: String) -> String {
        var line = line.replacingOccurrences(of: folder, with: "FOLDER")
        while let range = line.range(of: #"in [0-9]+\.[0-9]+ s"#, options: .regularExpression) {
            line.replaceSubrange(range, with: "in T s")
        }
        return line
    }

    /// Whether `actual` is `expected`, where an expected `...` stands for any number of lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "..." {
            return actual.indices.map { actual[$0...] }.contains { matches($0, expected.dropFirst()) } || matches(actual[actual.endIndex...], expected.dropFirst())
        }
        guard actual.first == first else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    static func matches(_ actual: [String], _ expected: [String]) -> Bool { matches(actual[...], expected[...]) }
}
