import CoursebookCore
import Foundation
import Testing

/// `coursebook init --ci`: the workflow a new book gets passes the format's own linter, and the
/// commands it runs build the site of a fresh book here, as they will in CI.
@Suite("Publishing workflows", .enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
struct PublishingWorkflowTests {
    private func newBook(_ workflow: PublishingWorkflow) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-ci-\(UUID().uuidString)")
        let run = try BuiltTool.run(["init", folder.path, "--ci", workflow.rawValue])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("COURSEBOOK_GIT"), "\(run.output)")
        return folder
    }

    /// Runs `tool ARGS`, found on PATH (`make test` installs the linters from PyPI).
    private func lint(_ tool: String, _ arguments: [String]) throws -> BuiltTool.Run? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            // Outside CI a missing linter is said, not hidden; in CI (`make test`) it is a failure.
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(tool) is not installed (make test installs it)") }
            return nil
        }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return BuiltTool.Run(status: process.terminationStatus, output: output)
    }

    @Test func theGitHubWorkflowPassesActionlint() throws {
        let book = try newBook(.github)
        defer { try? FileManager.default.removeItem(at: book) }
        let file = book.appendingPathComponent(".github/workflows/course-site.yml").path
        guard let run = try lint("actionlint", ["-no-color", file]) else { return }
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func theGitLabPipelinePassesItsSchema() throws {
        let book = try newBook(.gitlab)
        defer { try? FileManager.default.removeItem(at: book) }
        let ignore = try String(contentsOf: book.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.contains("/public/\n") && ignore.contains("/.coursebook-tool/\n"))
        guard let run = try lint("check-jsonschema", ["--builtin-schema", "vendor.gitlab-ci", book.appendingPathComponent(".gitlab-ci.yml").path]) else { return }
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(arguments: PublishingWorkflow.allCases)
    func theWorkflowsSiteCommandsBuildAFreshBook(_ workflow: PublishingWorkflow) throws {
        let book = try newBook(workflow)
        defer { try? FileManager.default.removeItem(at: book) }
        let text = try String(contentsOf: book.appendingPathComponent(workflow.path), encoding: .utf8)
        // The very lines the workflow runs, as written in it.
        for line in PublishingWorkflow.siteCommands.split(separator: "\n") {
            #expect(text.contains("\n" + String(repeating: " ", count: workflow == .github ? 10 : 6) + line + "\n"), "\(line)")
        }
        let siteDir = workflow == .github ? "_site" : "public"
        let tools = BookCopy.executable.deletingLastPathComponent().path
        let run = try BuiltTool.run([], environment: ["SITE_DIR": siteDir, "SITE_URL": "https://courses.example.edu/intro/"],
                                    shellPrefix: "cd \(book.path) && export PATH=\(tools):$PATH && set -e && \(PublishingWorkflow.siteCommands.replacingOccurrences(of: "\n", with: " && ")) && exit 0")
        #expect(run.status == 0, "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent("\(siteDir)/index.html").path), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent("\(siteDir)/sitemap.xml").path), "\(run.output)")
    }
}
