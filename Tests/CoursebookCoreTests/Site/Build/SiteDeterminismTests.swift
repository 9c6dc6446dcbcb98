import Foundation
import Testing
@testable import CoursebookCore

@Suite("Deterministic builds")
struct SiteDeterminismTests {
    @Test func twoBuildsAreByteIdentical() async throws {
        let first = try await SiteTestSupport.build(SiteTestSupport.sampleData, audience: .staff).files
        let second = try await SiteTestSupport.build(SiteTestSupport.sampleData, audience: .staff).files
        #expect(first.paths == second.paths)
        for path in first.paths { #expect(first.files[path] == second.files[path], "\(path) differs") }
    }

    static let binary = SiteTestSupport.repository.appendingPathComponent(".build/debug/coursebook")

    /// The built binary under different TZ and LANG writes the same bytes.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs .build/debug/coursebook (swift build)"))
    func timeZoneAndLanguageDoNotChangeTheOutput() throws {
        let folder = try SiteTestSupport.temporaryFolder("determinism")
        defer { try? FileManager.default.removeItem(at: folder) }
        var outputs: [[String: Data]] = []
        for (index, environment) in [["TZ": "UTC", "LANG": "C"], ["TZ": "Pacific/Auckland", "LANG": "de_DE.UTF-8", "LC_ALL": "tr_TR.UTF-8"]].enumerated() {
            let output = folder.appendingPathComponent("site\(index)")
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["build", SiteTestSupport.sampleData.path, "--today", "2026-11-21", "--output", output.path]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            var files: [String: Data] = [:]
            for path in SiteTestSupport.files(in: output) { files[path] = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) }
            outputs.append(files)
        }
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        #expect(outputs[0].count > 40)
        for (path, data) in outputs[0] { #expect(outputs[1][path] == data, "\(path) differs") }
    }
}
