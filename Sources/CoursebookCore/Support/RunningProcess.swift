#if canImport(Glibc)
import Glibc
#endif

/// Whether a process id still names a running process: the one test that decides whether a
/// leftover named with a process id (a build's staging folder or manifest, an editing command's
/// mirror) belongs to a command still at work, and so must be left alone.
enum RunningProcess {
    /// Whether process `pid` may still run: only `kill(pid, 0)` failing with "no such process"
    /// says it is gone (a process of another user answers "not permitted", and counts as running);
    /// an id that names no single process (0 or negative) counts as running too, so nothing is removed for it.
    static func exists(_ pid: Int32) -> Bool {
        guard pid > 0 else { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }
}
