import Foundation

/// The output folder's own dot-entries (`.git`, `.nojekyll`, …), which a build never generates
/// but must keep. They move from the old site to the new one only after the atomic exchange, from
/// the old tree, which is kept until they are all across: a build killed at any moment leaves each
/// of them in the site or in the old tree beside it (`.<name>.coursebook-new-<pid>` or
/// `-old-<pid>`), and `recover` carries them home at the start of the next build.
enum SiteDotEntries {
    /// Moves the dot-entries of `old` that `new` lacks (never the build marker or manifest) into `new`;
    /// returns the names that could not be moved.
    static func carry(from old: URL, to new: URL) -> [String] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: old.path) else { return [] }
        var failed: [String] = []
        // The manifest describes the old site only: it stays behind, and goes with the old tree.
        for entry in entries.sorted() where entry.hasPrefix(".") && entry != OutputFolderSwap.markerName && !entry.hasPrefix(BuildManifest.fileName) {
            let target = new.appendingPathComponent(entry)
            if manager.fileExists(atPath: target.path) || (try? manager.destinationOfSymbolicLink(atPath: target.path)) != nil { continue }
            if rename(old.appendingPathComponent(entry).path, target.path) != 0 { failed.append(entry) }
        }
        return failed
    }

    /// Finishes what a killed build left beside `output`: an old tree whose process is gone gives
    /// its dot-entries back (or, when the output itself is missing, becomes the output again) and
    /// is then removed, as is a half-written new site or manifest.
    static func recover(output: URL) {
        let manager = FileManager.default
        let parent = output.deletingLastPathComponent()
        guard let entries = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries.sorted() {
            guard let (kind, pid) = OutputFolderSwap.workEntry(named: entry, site: output.lastPathComponent),
                  pid != getpid(), !RunningProcess.exists(pid) else { continue }
            // A manifest a killed build was writing: never renamed into the site, so never used.
            if kind == .manifest {
                unlink(parent.appendingPathComponent(entry).path)
                continue
            }
            let leftover = parent.appendingPathComponent(entry)
            if !manager.fileExists(atPath: output.path) {
                // Killed between the two renames of the fallback swap: the old site goes back.
                if kind == .retired, rename(leftover.path, output.path) == 0 { continue }
            }
            if carry(from: leftover, to: output).isEmpty { try? manager.removeItem(at: leftover) }
        }
    }
}
