import Foundation
import Testing
@testable import CoursebookCore

/// `UserFolder`: where this user's state and cache folders are, and that they are made private.
struct UserFolderTests {
    @Test func anAbsoluteXDGVariableNamesTheFolder() {
        let environment = ["XDG_STATE_HOME": "/x/state", "XDG_CACHE_HOME": "/x/cache", "HOME": "/home/ada"]
        #expect(UserFolder.state.url(environment)?.path == "/x/state/coursebook")
        #expect(UserFolder.cache.url(environment)?.path == "/x/cache/coursebook")
    }

    @Test func elseTheFoldersAreUnderHome() {
        let environment = ["HOME": "/home/ada"]
        #expect(UserFolder.state.url(environment)?.path == "/home/ada/.local/state/coursebook")
        #expect(UserFolder.cache.url(environment)?.path == "/home/ada/.cache/coursebook")
    }

    /// What a message names (the variable, the path under home) is where the folder is: one
    /// statement of each, read by `url`, `shownPath` and `variable` alike.
    @Test func theNamesInMessagesAreWhereTheFolderIs() {
        for folder in [UserFolder.state, .cache] {
            #expect(folder.url([folder.variable: "/x", "HOME": "/home/ada"])?.path == "/x/coursebook")
            #expect(folder.shownPath.hasPrefix("~/"))
            #expect(folder.url(["HOME": "/home/ada"])?.path == "/home/ada/" + folder.shownPath.dropFirst(2))
        }
        #expect(UserFolder.state.shownPath == "~/.local/state/coursebook")
        #expect(UserFolder.cache.variable == "XDG_CACHE_HOME")
    }

    /// The copies disagreed: the page cache took a relative or empty `XDG_CACHE_HOME` (a folder
    /// relative to wherever the command ran), the seals ignored one. The XDG specification says
    /// a relative path is invalid and to be ignored, so both ignore it now.
    @Test func aRelativeXDGVariableOrHomeIsIgnored() {
        let environment = ["XDG_STATE_HOME": "state", "XDG_CACHE_HOME": "cache", "HOME": "/home/ada"]
        #expect(UserFolder.state.url(environment)?.path == "/home/ada/.local/state/coursebook")
        #expect(UserFolder.cache.url(environment)?.path == "/home/ada/.cache/coursebook")
        // A relative HOME falls back to the password file's home, an absolute path.
        let fromPasswd = UserFolder.cache.url(["HOME": "relative"])?.path
        #expect(fromPasswd.map { $0.hasPrefix("/") && $0.hasSuffix("/.cache/coursebook") } ?? true)
    }

    /// The copies disagreed: the seals' folder was made 0700, the page cache's with the umask
    /// (0755, readable by everyone). Both are private now: the cache may hold pages fetched with
    /// the user's GitHub token.
    @Test func foldersAndThePageCacheAreMadePrivate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-userfolder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try UserFolder.create(root.appendingPathComponent("state/coursebook"))
        let cache = root.appendingPathComponent("cache/coursebook")
        PageCache(folder: cache).store(PageCache.Entry(url: "https://example.org/page.md", etag: nil, lastModified: nil, body: Data("x".utf8)))
        for folder in [root.appendingPathComponent("state/coursebook"), cache] {
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int)
            #expect(mode & 0o777 == 0o700, "\(folder.path)")
        }
        #expect(PageCache(folder: cache).load("https://example.org/page.md")?.body == Data("x".utf8))
    }

    /// The home folder is decided once: `home` is the first absolute one of `homeFolders`, which
    /// the output folder check refuses every one of.
    @Test func theHomeFolderIsTheFirstAbsoluteCandidate() {
        let absolute = UserFolder.homeFolders(["HOME": "/home/ada"])
        #expect(absolute.first == "/home/ada")
        #expect(UserFolder.home(["HOME": "/home/ada"]) == "/home/ada")
        let relative = UserFolder.homeFolders(["HOME": "relative"])
        #expect(relative.first == "relative")
        #expect(UserFolder.home(["HOME": "relative"]) == relative.dropFirst().first { $0.hasPrefix("/") })
        #expect(UserFolder.homeFolders(["HOME": ""]).first != "")
        #expect(UserFolder.homeFolders([:]) == UserFolder.homeFolders(["HOME": ""]))
    }
}
