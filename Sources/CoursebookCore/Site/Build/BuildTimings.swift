import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Wall and CPU seconds of each stage of a build, for `coursebook build --timings`: the benchmark
/// reads the Markdown stages from it to compare Markdown throughput with the cmark CLI's. CPU time
/// is the whole process's, so it is the stage's own only while stages do not overlap (they don't).
/// The peak is the process's resident high-water mark when the stage ends, so the first stage
/// whose peak jumps is the one that needed the memory.
package final class BuildTimings: Sendable {
    /// One finished stage.
    package struct Stage: Sendable {
        /// What ran, e.g. `markdown: course pages`.
        package var name: String
        /// Elapsed seconds.
        package var wall: Double
        /// User and system seconds of the process over the stage, all threads.
        package var cpu: Double
        /// The process's peak resident memory so far, in MiB.
        package var peakMiB: Int
    }

    private let stages = Mutex<[Stage]>([])

    /// An empty record.
    package init() {}

    /// The stages in the order they finished.
    package var recorded: [Stage] { stages.withLock { $0 } }

    /// Runs `body` as the stage `name` when `timings` is set, else just runs it.
    package static func measure<T, E: Error>(_ timings: BuildTimings?, _ name: String, _ body: () async throws(E) -> T) async throws(E) -> T {
        guard let timings else { return try await body() }
        let (wallStart, before) = (ContinuousClock.now, processUsage())
        let result = try await body()
        let elapsed = ContinuousClock.now - wallStart
        let after = processUsage()
        let stage = Stage(name: name, wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                          cpu: after.cpuSeconds - before.cpuSeconds, peakMiB: after.peakMiB)
        timings.stages.withLock { $0.append(stage) }
        return result
    }

    /// Adds `detail` to the name of the stage `name` once it has finished, e.g. what it reused.
    package func annotate(_ name: String, _ detail: String) {
        stages.withLock { stages in
            if let index = stages.lastIndex(where: { $0.name == name }) { stages[index].name += " (" + detail + ")" }
        }
    }

    /// One line per stage, `timing: NAME: W s wall, C s CPU, peak P MiB`, for standard error.
    package func lines() -> [String] {
        recorded.map { "timing: \($0.name): \(String(format: "%.3f", $0.wall)) s wall, \(String(format: "%.3f", $0.cpu)) s CPU, peak \($0.peakMiB) MiB" }
    }

    /// User and system seconds of the process so far, all threads, and its peak resident memory.
    private static func processUsage() -> (cpuSeconds: Double, peakMiB: Int) {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (cpu, usage.ru_maxrss / 1024)
    }
}
