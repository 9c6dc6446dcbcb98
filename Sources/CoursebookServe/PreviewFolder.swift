import CoursebookCore
import Foundation

/// The temporary folder a preview is served from (never the book's `_site`). Each rebuild writes
/// only the files whose bytes changed, each by an atomic rename, so unchanged files keep their
/// modification time (and `If-Modified-Since` answers) and a request never sees half a file.
struct PreviewFolder: Sendable {
    /// The temporary folder, which `PreviewServer.removeTemporaryFolder()` deletes.
    let root: URL
    /// The site inside it.
    let site: URL
    private var written: [String: Data] = [:]

    /// Creates a fresh, private temporary folder under `parent` (the system's by default), with
    /// an owner file naming this process, so a later start can tell an abandoned one.
    init(in parent: URL = FileManager.default.temporaryDirectory) throws {
        root = parent.appendingPathComponent("\(PreviewOwner.prefix)\(UUID().uuidString)")
        site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        // Atomic: a half-written owner line could name the wrong process start and get the folder removed.
        try Data(PreviewOwner.current.line.utf8).write(to: root.appendingPathComponent(PreviewOwner.fileName), options: .atomic)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
    }

    /// Deletes the preview folders under `parent` left by a preview that was killed (SIGKILL, a
    /// power cut): ours by name, owner file and file owner, whose process no longer runs.
    static func removeAbandoned(in parent: URL = FileManager.default.temporaryDirectory) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names where name.hasPrefix(PreviewOwner.prefix) {
            let folder = parent.appendingPathComponent(name)
            var status = stat()
            guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
                  let data = manager.contents(atPath: folder.appendingPathComponent(PreviewOwner.fileName).path),
                  let owner = PreviewOwner(line: String(decoding: data, as: UTF8.self)), !owner.isRunning else { continue }
            try? manager.removeItem(at: folder)
        }
    }

    /// Makes the folder hold exactly `files`; returns how many files were written or removed.
    /// `touched` lists the only paths that may differ from the last update (nil: any may).
    mutating func update(to files: SiteFiles, touched candidates: Set<String>? = nil) throws -> Int {
        if let candidates { return try update(paths: candidates, of: files) }
        var touched = 0
        let manager = FileManager.default
        for (path, data) in files.files where written[path] != data {
            let target = site.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
            touched += 1
        }
        for path in written.keys where files.files[path] == nil {
            try? manager.removeItem(at: site.appendingPathComponent(path))
            touched += 1
        }
        written = files.files
        return touched
    }

    /// Writes or removes only `paths`, after a build that changed nothing else.
    private mutating func update(paths: Set<String>, of files: SiteFiles) throws -> Int {
        var touched = 0
        for path in paths.sorted() where written[path] != files.files[path] {
            let target = site.appendingPathComponent(path)
            if let data = files.files[path] {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target, options: .atomic)
            } else {
                try? FileManager.default.removeItem(at: target)
                removeEmptyFolders(above: path)
            }
            written[path] = files.files[path]
            touched += 1
        }
        return touched
    }

    /// Removes the folders of `path` that its removal left empty (a session page's folder goes with
    /// its last note), as a full build would not have them; `rmdir` refuses a folder with files.
    private func removeEmptyFolders(above path: String) {
        var parts = path.split(separator: "/").dropLast()
        while !parts.isEmpty, rmdir(site.appendingPathComponent(parts.joined(separator: "/")).path) == 0 {
            parts = parts.dropLast()
        }
    }
}
