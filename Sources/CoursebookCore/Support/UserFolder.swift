import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This user's own coursebook folders outside any book, and how they are made: the one rule the
/// journal seals and build key (state) and the page cache (cache) follow.
///
/// Where: `$XDG_STATE_HOME/coursebook` or `$XDG_CACHE_HOME/coursebook` when the variable is an
/// absolute path (the XDG Base Directory specification says a relative one is invalid and is to
/// be ignored), else `~/.local/state/coursebook` or `~/.cache/coursebook`, the home folder being
/// `$HOME` when that is absolute, else the password file's entry for this user.
///
/// How: made readable by the user alone (0700). The state folder vouches for journals and holds
/// the build key, so no one else may plant or read a file there; the cache holds pages fetched
/// with the user's GitHub token, which may be private.
package enum UserFolder: Sendable {
    /// `$XDG_STATE_HOME/coursebook` (`~/.local/state/coursebook`): journal seals, the build key.
    case state
    /// `$XDG_CACHE_HOME/coursebook` (`~/.cache/coursebook`): downloaded course pages.
    case cache

    /// The XDG variable that names the folder's base, and where the folder is under the home
    /// folder without it: the one statement of both, which everything below reads.
    private var place: (variable: String, underHome: String) {
        switch self {
        case .state: ("XDG_STATE_HOME", ".local/state/coursebook")
        case .cache: ("XDG_CACHE_HOME", ".cache/coursebook")
        }
    }

    /// The folder; nil when neither the XDG variable nor a home folder is known.
    package func url(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let base = environment[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("coursebook")
        }
        return Self.home(environment).map { URL(fileURLWithPath: $0).appendingPathComponent(place.underHome) }
    }

    /// How a missing folder is named in a message: `~/.local/state/coursebook`.
    package var shownPath: String { "~/" + place.underHome }

    /// The XDG variable that names the folder's base.
    package var variable: String { place.variable }

    /// The user's home folder: `$HOME` when absolute, else the password file's; nil when neither.
    static func home(_ environment: [String: String]) -> String? {
        homeFolders(environment).first { $0.hasPrefix("/") }
    }

    /// Every folder that may be the user's home, as written: `$HOME` when set and not empty (even
    /// relative), then the password file's entry for this user. `home` is the first absolute one;
    /// a build refuses to write over any of them (`OutputFolderSwap`).
    static func homeFolders(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var folders: [String] = []
        if let home = environment["HOME"], !home.isEmpty { folders.append(home) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { folders.append(String(cString: directory)) }
        return folders
    }

    /// Makes `folder` (and any missing folder above it) readable by the user alone, as every
    /// per-user folder is made; an existing folder is left as it is.
    package static func create(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
