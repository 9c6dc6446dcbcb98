import Foundation

/// A new file without a name, readable and writable by its owner only, for what a build spills
/// out of memory: made in `folder` (a build's staging folder) with `O_TMPFILE`, or where the file
/// system has none, with a fresh name that is unlinked at once. Nothing of it is ever seen in the
/// folder once this returns, and its space is freed when it is closed, however the process ends.
enum UnnamedFile {
    /// The open file, or -1 when none can be made.
    static func create(in folder: String) -> Int32 {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return -1 }
        defer { close(directory) }
        // O_TMPFILE (Linux 3.11+), which Glibc's module does not export: __O_TMPFILE | O_DIRECTORY.
        let temporaryFile: Int32 = 0o20000000 | O_DIRECTORY
        let unnamed = openat(directory, ".", O_RDWR | O_CLOEXEC | temporaryFile, 0o600)
        if unnamed >= 0 { return unnamed }
        // A file system without O_TMPFILE: a fresh name, never an existing file or a link, unlinked at once.
        for _ in 0..<8 {
            let name = ".coursebook-spill-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            let named = openat(directory, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if named >= 0 {
                unlinkat(directory, name, 0)
                return named
            }
            if errno != EEXIST { return -1 }
        }
        return -1
    }
}
