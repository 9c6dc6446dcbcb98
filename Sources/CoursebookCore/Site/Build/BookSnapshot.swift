import Foundation

/// Every file of a course book a build may read, with its content hash: what an incremental build
/// compares with the manifest of the last build to tell whether anything changed.
///
/// The walk covers the whole book folder, not just the files the last build happened to read, so
/// a new note, image or template is a change too. Left out are only what no build reads: `.git`,
/// `.coursebook/` other than its page cache, the output folder, the default site folders that
/// hold a build marker, and the staging folders builds leave beside them. Hashes are taken again
/// only for files whose `FileStamp` differs from the one recorded with the hash (or was recorded
/// too close to the build to be trusted), as git's index does.
struct BookSnapshot: Sendable {
    /// One file or folder.
    struct Entry: Equatable, Sendable {
        /// `f` regular file, `d` folder, `l` symbolic link to a file, `o` anything else.
        var kind: Character
        /// The stamp the hash was taken under (for a link: of the file it points to).
        var stamp: FileStamp
        /// The content hash (a link: its target text and the hash of the file it points to);
        /// `unknownHash` until the file's stamp first changes.
        var hash: String
        /// Whether `stamp` may stand for `hash` in the next build.
        var trusted: Bool

        /// What a fresh build can see of the entry: kind, content and permissions, not where it lives on disk.
        func sameContent(as other: Entry) -> Bool {
            kind == other.kind && hash == other.hash && (stamp.mode & 0o7777) == (other.stamp.mode & 0o7777) && (kind == "d" || stamp.links == other.stamp.links)
        }
    }

    /// The hash of a file the walk did not read.
    static let unknownHash = "?"

    /// Entries by path relative to the book.
    var entries: [String: Entry]
    /// The same entries by `nameKey` of their paths, as the manifest keeps them.
    var keyed: [String: Entry] = [:]
    /// False when the book holds something the snapshot cannot vouch for (a link to a folder, a
    /// name that is not UTF-8): no build is skipped then.
    var complete: Bool
    /// When the walk began, in nanoseconds since 1970.
    var taken: Int64

    /// Walks `bookRoot`; `excluded` are paths (relative to the book) left out; `previous` are the entries of
    /// the last build's manifest, whose hashes are reused where the stamp is unchanged.
    /// `nameKey` turns a path into the name the manifest keeps it under (see `IncrementalBuild.nameKey`).
    static func take(bookRoot: URL, excluded: Set<String>, previous: [String: Entry], racyMargin: Int64 = 2_000_000_000, nameKey: @escaping @Sendable (String) -> String) -> BookSnapshot {
        let root = bookRoot.standardizedFileURL.path
        var found: [(String, Character, FileStamp)] = []
        var complete = true
        let taken = FileStamp.now
        var folders: [String] = [""]
        while let folder = folders.popLast() {
            guard let entries = entries(in: folder.isEmpty ? root : root + "/" + folder) else {
                complete = false
                continue
            }
            for (name, stamp) in entries {
                guard let name else {
                    complete = false
                    continue
                }
                let relative = folder.isEmpty ? name : folder + "/" + name
                if excluded.contains(relative) { continue }
                if folder == BookLayout.toolFolder, relative != BookLayout.pageCacheFolder { continue }
                let full = root + "/" + relative
                guard let stamp else {
                    complete = false
                    continue
                }
                if stamp.isDirectory {
                    found.append((relative, "d", stamp))
                    folders.append(relative)
                } else if stamp.isRegular {
                    found.append((relative, "f", stamp))
                } else if stamp.isSymbolicLink {
                    // A link to a file is read through; a link to a folder could lead anywhere.
                    guard let target = FileStamp.of(full, following: true), target.isRegular else {
                        if FileStamp.of(full, following: true)?.isDirectory == true { complete = false }
                        found.append((relative, "o", stamp))
                        continue
                    }
                    found.append((relative, "l", target))
                } else {
                    found.append((relative, "o", stamp))
                }
            }
        }
        let hashed = ParallelMap.map(found) { (path, kind, stamp) -> (String, String, Entry) in
            let trusted = !stamp.isRacy(around: taken, margin: racyMargin)
            let name = nameKey(path)
            let old = previous[name]
            if let old, old.kind == kind, old.trusted, old.stamp == stamp {
                return (path, name, Entry(kind: kind, stamp: stamp, hash: old.hash, trusted: trusted))
            }
            let full = root + "/" + path
            // Not in the last manifest (or there is none): changed whatever its bytes, so it is
            // not read now; its stamp stands for it next time, and should that change, its hash
            // is taken then, to tell a touched file from an edited one. A file changed just now
            // (a racy stamp, not trusted next time) is read at once, so that its hash can.
            if old == nil, trusted, kind == "f" || kind == "l" {
                return (path, name, Entry(kind: kind, stamp: stamp, hash: Self.unknownHash, trusted: trusted))
            }
            switch kind {
            case "f", "l":
                let descriptor = open(full, O_RDONLY | O_CLOEXEC | (kind == "f" ? O_NOFOLLOW : 0))
                var hash = descriptor < 0 ? "unreadable" : SHA256.hex(descriptor: descriptor) ?? "unreadable"
                if descriptor >= 0 { close(descriptor) }
                if kind == "l" { hash = ManifestPath.escape((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "") + ":" + hash }
                return (path, name, Entry(kind: kind, stamp: stamp, hash: hash, trusted: trusted && hash != "unreadable"))
            default:
                return (path, name, Entry(kind: kind, stamp: stamp, hash: "-", trusted: trusted))
            }
        }
        var snapshot = BookSnapshot(entries: Dictionary(hashed.map { ($0.0, $0.2) }, uniquingKeysWith: { first, _ in first }), complete: complete, taken: taken)
        snapshot.keyed = Dictionary(hashed.map { ($0.1, $0.2) }, uniquingKeysWith: { first, _ in first })
        return snapshot
    }

    /// The entries of a folder with their `lstat` stamps (a name that is not UTF-8 is nil, a
    /// stamp that cannot be read is nil), or nil when the folder cannot be read. Stamps are taken
    /// relative to the open folder, so the kernel does not walk the whole path for each file.
    static func entries(in folder: String) -> [(name: String?, stamp: FileStamp?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [(name: String?, stamp: FileStamp?)] = []
        while let entry = readdir(directory) {
            var status = stat()
            let (name, found): (String?, Bool) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                if bytes.elementsEqual([0x2E]) || bytes.elementsEqual([0x2E, 0x2E]) { return (".", false) }
                let found = raw.withMemoryRebound(to: CChar.self) { fstatat(descriptor, $0.baseAddress!, &status, AT_SYMLINK_NOFOLLOW) == 0 }
                return (String(validating: bytes, as: UTF8.self), found)
            }
            if name == "." { continue }
            entries.append((name, found ? FileStamp(status) : nil))
        }
        return entries
    }

    /// The names in a folder (nil for a name that is not UTF-8), or nil when it cannot be read.
    static func names(in folder: String) -> [String?]? {
        entries(in: folder)?.map(\.name)
    }

    /// What changed since the manifest's entries (keyed by `nameKey`): the paths of the book
    /// whose content is new or differs, and how many recorded entries are gone (the manifest keeps
    /// no names, so those cannot be named).
    func changes(since recorded: [String: Entry], nameKey: (String) -> String) -> (paths: Set<String>, removed: Int) {
        var changed: Set<String> = []
        var matched = 0
        for (path, entry) in entries {
            if let old = recorded[nameKey(path)] {
                matched += 1
                if !entry.sameContent(as: old) { changed.insert(path) }
            } else {
                changed.insert(path)
            }
        }
        return (changed, recorded.count - matched)
    }
}
