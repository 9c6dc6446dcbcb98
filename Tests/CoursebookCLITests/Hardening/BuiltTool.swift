import Foundation
import Testing

/// Runs the built `coursebook` executable as a real process, and digests folders to compare them.
enum BuiltTool {
    /// Whether `swift build` has produced the executable.
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: BookCopy.executable.path) }

    /// What one run printed and how it ended.
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `coursebook ARGS` with `environment` added to a minimal one; stdout and stderr together.
    @discardableResult
    static func run(_ arguments: [String], environment: [String: String] = [:], shellPrefix: String? = nil) throws -> Run {
        let process = Process()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-log-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        if let shellPrefix {
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", shellPrefix + "; exec \"$0\" \"$@\"", BookCopy.executable.path] + arguments
        } else {
            process.executableURL = BookCopy.executable
            process.arguments = arguments
        }
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// The minimal environment every run starts from. Its `HOME` holds the journal seals
    /// (`~/.local/state/coursebook/journals/`), so a killed run and the run that recovers after
    /// it must share it.
    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]

    /// Starts `coursebook ARGS` and sends it SIGKILL after `delay` seconds (if it still runs).
    static func killed(_ arguments: [String], after delay: Double) throws {
        let process = Process()
        process.executableURL = BookCopy.executable
        process.arguments = arguments
        process.environment = baseEnvironment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(delay * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// SHA-256 over every file and link under `folder` (paths and bytes), skipping `skipping` prefixes.
    static func digest(_ folder: URL, skipping: [String] = []) throws -> String {
        let base = folder.standardizedFileURL.path
        var manifest = Data()
        let paths = (FileManager.default.subpaths(atPath: base) ?? []).sorted()
        // A site's `.coursebook-manifest`, `.coursebook-manifest.reach` and `.coursebook-manifest.views`
        // are build state (stamps differ from build to build), not site content;
        // `IncrementalBuildTests` checks what they may and may not do.
        for path in paths where !skipping.contains(where: { path.hasPrefix($0) }) && ![".coursebook-manifest", ".coursebook-manifest.reach", ".coursebook-manifest.views"].contains(path) {
            let full = base + "/" + path
            manifest += Data(path.utf8) + Data([0])
            if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                manifest += Data("-> \(link)".utf8)
            } else if let data = FileManager.default.contents(atPath: full) {
                manifest += Data("\(data.count):".utf8) + data
            }
            manifest += Data([0])
        }
        return try sha256(manifest)
    }

    /// SHA-256 of `data` in hex, computed by coreutils' `sha256sum` (no crypto package needed).
    static func sha256(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let writer = Thread { input.fileHandleForWriting.write(data); try? input.fileHandleForWriting.close() }
        writer.start()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: result.prefix(64), as: UTF8.self)
    }
}
