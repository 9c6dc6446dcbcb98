import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Proof, kept outside the book, that this user's coursebook wrote a journal on this machine.
///
/// A journal lives in the book, so it travels with it (`git add -f`, a zip, a shared folder) and
/// anyone who can write a book can write one. Before writing a journal a command leaves a seal,
/// a file named by a fresh random token in the user's state folder
/// (`$XDG_STATE_HOME/coursebook/journals/`, else `~/.local/state/coursebook/journals/`), and puts
/// the token in the journal's first line. A journal whose token has no seal here was not written
/// by this user's coursebook on this machine, and is never replayed. The seal holds the book's
/// real path, so a journal copied or cloned along with its book into another folder is not
/// replayed there either.
struct JournalSeal {
    /// The random token naming the seal; 32 lower-case hex digits.
    let token: String

    /// The folder holding the seals, in the user's state folder (`UserFolder.state`); nil when no
    /// home folder is known.
    static var folder: URL? { UserFolder.state.url()?.appendingPathComponent("journals") }

    /// Whether `token` has the shape of a seal's name, so it can never name another file.
    static func isToken(_ token: Substring) -> Bool {
        token.utf8.count == 32 && token.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Leaves a new seal for a journal of the book at `bookPath` (its real path) and makes it
    /// durable before the journal exists.
    static func issue(forBook bookPath: String) throws -> JournalSeal {
        guard let folder else { throw AtomicFile.WriteError(path: UserFolder.state.shownPath, reason: "no home folder is known (set HOME or \(UserFolder.state.variable))") }
        var generator = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in HexDigits.padded(generator.next() as UInt32, width: 8) }.joined()
        do {
            try UserFolder.create(folder)
        } catch {
            throw AtomicFile.WriteError(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        let seal = JournalSeal(token: token)
        try AtomicFile.createDurably(Data((bookPath + "\n").utf8), at: folder.appendingPathComponent(token), permissions: 0o600)
        return seal
    }

    /// The seal a journal's token names, when this user's coursebook left it here for the book at
    /// `bookPath` (its real path): a regular file of this user, not a link, naming that book.
    static func find(_ token: Substring, forBook bookPath: String) -> JournalSeal? {
        guard isToken(token), let folder else { return nil }
        let file = folder.appendingPathComponent(String(token))
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == getuid(),
              FileManager.default.contents(atPath: file.path) == Data((bookPath + "\n").utf8) else { return nil }
        return JournalSeal(token: String(token))
    }

    /// Removes the seal once its journal is gone; a seal left over is harmless.
    func remove() {
        guard let folder = Self.folder else { return }
        unlink(folder.appendingPathComponent(token).path)
    }
}
