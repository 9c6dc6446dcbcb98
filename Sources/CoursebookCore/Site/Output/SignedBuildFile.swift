import Foundation

/// A file a build leaves in its output folder for the next build (the manifest, the reach record):
/// text whose last line, `mac <64 hex digits>`, is an HMAC-SHA-256 of the rest under the user's
/// build key. The folder may come from anyone, so reading refuses links, other file kinds, files
/// over a size limit and any byte the key does not vouch for.
enum SignedBuildFile {
    /// Why a signed file in a folder was not used.
    enum Problem: Error, Equatable {
        /// There is none.
        case missing
        /// It is there but unusable; the text says why (for a note on standard error).
        case unusable(String)
    }

    /// `body` followed by its signature line.
    static func signed(_ body: Data, key: [UInt8]) -> Data {
        body + Data(signatureLine(SHA256.hmac(key: key, message: body)).utf8)
    }

    private static func signatureLine(_ mac: String) -> String { "mac \(mac)\n" }

    /// Signs a file written in pieces (the manifest and the course views are too large to hold
    /// whole): each piece written goes through `update`, and the file ends with `signatureLine()`.
    struct Signer {
        private var mac: SHA256.HMAC

        init(key: [UInt8]) {
            mac = SHA256.HMAC(key: key)
        }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            mac.update(bytes)
        }

        /// The last line: the signature of everything updated.
        mutating func signatureLine() -> [UInt8] {
            Array(SignedBuildFile.signatureLine(mac.finish()).utf8)
        }
    }

    /// The body of the file at `path` when it is a regular file (not a link) of at most
    /// `maximumSize` bytes that opens with `header` and carries a signature made with `key`.
    static func read(_ path: String, header: String, maximumSize: Int, key: [UInt8]) -> Result<Data, Problem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(errno == ENOENT ? .missing : .unusable("cannot be opened (\(SystemError.reason(errno)))")) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unusable("is not a regular file")) }
        guard status.st_size <= maximumSize else { return .failure(.unusable("is larger than \(maximumSize >> 20) MiB")) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        guard bytes.withUnsafeMutableBytes({ FileDescriptorIO.readFully(descriptor, into: $0) }) == bytes.count else {
            return .failure(.unusable("cannot be read"))
        }
        let macLength = 4 + 64 + 1
        guard bytes.count > macLength, bytes.starts(with: Array("\(header)\n".utf8)), bytes.last == 0x0A,
              bytes[(bytes.count - macLength)..<(bytes.count - macLength + 4)].elementsEqual("mac ".utf8) else {
            return .failure(.unusable("is not a file this version writes"))
        }
        let body = Data(bytes[0..<(bytes.count - macLength)])
        let mac = bytes[(bytes.count - macLength + 4)..<(bytes.count - 1)]
        let expected = Array(SHA256.hmac(key: key, message: body).utf8)
        // Compared in constant time: a forger learns nothing from how long the refusal took.
        guard mac.count == expected.count, zip(mac, expected).reduce(UInt8(0), { $0 | ($1.0 ^ $1.1) }) == 0 else {
            return .failure(.unusable("was not written by a build of this user's on this machine, or was changed since"))
        }
        return .success(body)
    }

    /// Writes `data` as `name` in `folder`, as `write(named:into:_:)` does.
    static func write(_ data: Data, named name: String, into folder: URL) -> Bool {
        write(named: name, into: folder) { descriptor in
            data.withUnsafeBytes { FileDescriptorIO.writeAll(descriptor, $0) }
        }
    }

    /// Writes `name` in `folder` with what `produce` writes to the descriptor it is given, through
    /// `AtomicFile` with two differences, each for a reason:
    /// - the temporary file is beside the folder, under the manifest's temporary name, not beside
    ///   the target: a build killed meanwhile leaves nothing in the site, which may be published
    ///   as it stands (`SiteDotEntries.recover` removes it at the next build);
    /// - it is not fsynced: the file is a cache its signature vouches for, so one torn or lost in a
    ///   crash only makes the next build a full one, and an fsync of a faculty's 60 MB manifest
    ///   would slow every build.
    static func write(named name: String, into folder: URL, _ produce: (Int32) -> Bool) -> Bool {
        let temporary = folder.deletingLastPathComponent().appendingPathComponent(BuildManifest.temporaryName(site: folder.lastPathComponent, pid: getpid()))
        // The name is fixed per process: one a dead process of the same id left goes first.
        unlink(temporary.path)
        do {
            try AtomicFile.write(to: folder.appendingPathComponent(name), through: temporary, durable: false, permissions: 0o666, produce)
            return true
        } catch {
            return false
        }
    }
}
