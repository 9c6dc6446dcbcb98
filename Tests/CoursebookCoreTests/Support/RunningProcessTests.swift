import Foundation
import Testing
@testable import CoursebookCore

/// One liveness test decides whether a leftover named with a process id may be removed.
@Suite("Running processes")
struct RunningProcessTests {
    @Test func thisProcessRuns() {
        #expect(RunningProcess.exists(getpid()))
    }

    @Test func anIdNoProcessCanHaveIsGone() {
        // Above every Linux pid_max (at most 2^22).
        #expect(!RunningProcess.exists(Int32.max))
    }

    @Test(arguments: [Int32(0), -1, Int32.min])
    func anIdOfNoSingleProcessCountsAsRunning(pid: Int32) {
        #expect(RunningProcess.exists(pid))
    }
}
