import Foundation

/// Removes a previous site's tree after a swap. A site is tens of thousands of small files under a
/// few folders (`courses/<id>/…`); removing the subtrees two levels down on all cores takes about
/// half the time of one recursive removal, which a rebuild otherwise waits for at the end.
enum FolderRemoval {
    /// Removes `folder` and everything in it, as far as permissions allow.
    static func remove(_ folder: URL) async {
        let manager = FileManager.default
        var subtrees: [String] = []
        for first in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let path = folder.path + "/" + first
            let children = isFolder(path) ? (try? manager.contentsOfDirectory(atPath: path)) ?? [] : []
            subtrees += children.isEmpty ? [path] : children.map { path + "/" + $0 }
        }
        _ = await ParallelMap.chunked(subtrees) { try? FileManager.default.removeItem(atPath: $0) }
        try? manager.removeItem(at: folder)
    }

    /// Whether `path` is a folder itself, not a symbolic link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
