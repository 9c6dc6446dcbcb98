import Foundation

/// What makes a build manifest this user's and this binary's: the program's build id, which
/// changes with every different binary, and a secret key the manifest is signed with.
enum BuildIdentity {
    /// The running program's GNU build id (from its ELF notes), else the SHA-256 of its file;
    /// nil when neither can be read, and then no build is ever skipped.
    static let programID: String? = elfBuildID("/proc/self/exe").map { "elf:" + $0 } ?? fileHash("/proc/self/exe").map { "sha256:" + $0 }

    /// The build id note (`NT_GNU_BUILD_ID`) of the 64-bit little-endian ELF file at `path`.
    static func elfBuildID(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func read(_ offset: UInt64, _ count: Int) -> [UInt8]? {
            guard count >= 0, count <= 1 << 20, (try? handle.seek(toOffset: offset)) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        }
        func integer(_ bytes: [UInt8], _ at: Int, _ width: Int) -> UInt64 {
            (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
        }
        guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else { return nil }
        let tableOffset = integer(header, 0x20, 8)
        let entrySize = Int(integer(header, 0x36, 2))
        let entryCount = Int(integer(header, 0x38, 2))
        guard entrySize >= 56, entryCount < 256, let table = read(tableOffset, entrySize * entryCount) else { return nil }
        for index in 0..<entryCount {
            let entry = index * entrySize
            guard integer(table, entry, 4) == 4 else { continue } // PT_NOTE
            let offset = integer(table, entry + 8, 8)
            let size = Int(integer(table, entry + 32, 8))
            guard let notes = read(offset, min(size, 1 << 16)) else { continue }
            var position = 0
            while position + 12 <= notes.count {
                let nameSize = Int(integer(notes, position, 4))
                let descriptionSize = Int(integer(notes, position + 4, 4))
                let type = integer(notes, position + 8, 4)
                let nameStart = position + 12
                let descriptionStart = nameStart + (nameSize + 3) / 4 * 4
                let end = descriptionStart + (descriptionSize + 3) / 4 * 4
                guard nameSize >= 0, descriptionSize >= 0, descriptionStart + descriptionSize <= notes.count else { break }
                if type == 3, nameSize == 4, notes[nameStart..<nameStart + 4] == [0x47, 0x4E, 0x55, 0], descriptionSize > 0 {
                    return HexDigits.bytes(Array(notes[descriptionStart..<descriptionStart + descriptionSize]))
                }
                position = end
            }
        }
        return nil
    }

    private static func fileHash(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return SHA256.hex(descriptor: descriptor)
    }

    /// Where the key lives when no other file is named: beside the journal seals, in
    /// `$XDG_STATE_HOME/coursebook/build-key`, else `~/.local/state/coursebook/build-key`; nil
    /// when no home folder is known.
    static func defaultKeyFile() -> URL? {
        UserFolder.state.url()?.appendingPathComponent("build-key")
    }

    private static let keySize = 32

    /// The 32-byte key in `file`, nil when there is none or it is not a private regular file of
    /// this user's. Reading never makes one: a build that is refused writes nothing anywhere.
    static func existingKey(at file: URL) -> [UInt8]? { readKey(file.path) }

    /// A new random key, for a build that found none; `store` keeps it.
    static func newKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<keySize).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The key in `file`, made from `proposed` (readable by the user alone) when missing; nil when
    /// the file is not a private regular file of this user's, or cannot be made. Another build
    /// may make it first: then its key is returned.
    static func store(_ proposed: [UInt8], at file: URL) -> [UInt8]? {
        if let key = readKey(file.path) { return key }
        let folder = file.deletingLastPathComponent().path
        guard (try? UserFolder.create(URL(fileURLWithPath: folder))) != nil else { return nil }
        let temporary = "\(file.path).new-\(getpid())"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        let written = proposed.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        close(descriptor)
        // A link, not `AtomicFile`'s rename: a link never replaces a key another build made
        // meanwhile; the loser reads the winner's.
        defer { unlink(temporary) }
        guard written else { return nil }
        _ = link(temporary, file.path)
        return readKey(file.path)
    }

    /// The key in `file`, made when missing (see `store`).
    static func key(at file: URL) -> [UInt8]? {
        store(newKey(), at: file)
    }

    private static func readKey(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == getuid(),
              status.st_mode & 0o077 == 0, status.st_size == keySize else { return nil }
        var key = [UInt8](repeating: 0, count: keySize)
        guard key.withUnsafeMutableBytes({ FileDescriptorIO.readFully(descriptor, into: $0) }) == keySize else { return nil }
        return key
    }
}
