import Foundation

/// The site's output folder: which folders may be replaced, and the build-aside-then-swap write
/// that leaves the previous site whole if anything fails.
package struct OutputFolderSwap: Sendable {
    /// Name of the marker file a build leaves, so a later build knows the folder is a site.
    package static let markerName = ".coursebook-site"

    /// The output folder.
    package let url: URL

    /// An output folder at `url`.
    package init(url: URL) {
        self.url = url.standardizedFileURL.resolvingSymlinksInPath()
        isSymbolicLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.standardizedFileURL.path)) != nil
    }

    /// Whether the folder as given is a symbolic link: swapping it would write somewhere else.
    private let isSymbolicLink: Bool

    /// The audience a previous build recorded in `folder`'s marker, if it has one.
    package static func markerAudience(in folder: URL) -> String? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(markerName), encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("audience: ") }.map { String($0.dropFirst("audience: ".count)) }
            ?? ""
    }

    /// The folder a build writes to when no `--output` is given: `_site` for the public site and
    /// `_site-staff` for the staff one, so a staff build never lands where the public one is deployed.
    package static func defaultName(for audience: SiteAudience) -> String {
        audience == .staff ? "_site-staff" : "_site"
    }

    /// Whether a top-level entry of a book is one of the default output folders, which watchers
    /// of the book's inputs step over: a build writing there changes no input.
    package static func isDefaultOutput(_ name: String) -> Bool {
        name == defaultName(for: .public) || name == defaultName(for: .staff)
    }

    /// What a build keeps beside the output folder while it runs, each named
    /// `.<site>.coursebook-<kind>-<pid>` (`workEntryName`): the staging folder the new site is
    /// written into, the old site between the two renames of a swap, and the new manifest.
    package enum WorkEntry: String, CaseIterable, Sendable {
        case staging = "new"
        case retired = "old"
        case manifest
    }

    /// The name of the `kind` entry beside the site folder named `site`, for process `pid`.
    static func workEntryName(_ kind: WorkEntry, site: String, pid: Int32) -> String {
        ".\(site).coursebook-\(kind.rawValue)-\(pid)"
    }

    /// The kind and process id of a work entry named `name` beside the site folder named `site`
    /// (any site folder when nil); nil for any other name. The id is ASCII digits.
    static func workEntry(named name: String, site: String? = nil) -> (kind: WorkEntry, pid: Int32)? {
        guard name.hasPrefix("."), let range = name.range(of: ".coursebook-", options: .backwards) else { return nil }
        if let site, range.lowerBound == name.startIndex || name[name.index(after: name.startIndex)..<range.lowerBound] != site { return nil }
        let rest = name[range.upperBound...]
        for kind in WorkEntry.allCases where rest.hasPrefix(kind.rawValue + "-") {
            let digits = rest.dropFirst(kind.rawValue.count + 1)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = Int32(digits) else { return nil }
            return (kind, pid)
        }
        return nil
    }

    /// Top-level entries of a book that hold its own data: no build replaces them, whatever marker
    /// they hold and with or without `--force`.
    static let bookEntries: Set<String> = Set(BookLayout.topLevelDataFiles + [
        BookLayout.coursesFolder, BookLayout.notesFolder, BookLayout.pagesFolder, BookLayout.staticFolder,
        TemplateLibrary.overridesFolderName, BookLayout.toolFolder, ".git",
    ])

    /// The user's home folders (`UserFolder.homeFolders`), with links resolved.
    static func homeFolders() -> Set<String> {
        Set(UserFolder.homeFolders().map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path })
    }

    /// Throws unless the site may be written here: never `/`, a home folder (`$HOME` or the
    /// password file's) or a folder holding one, the book or a folder holding it; inside the book never one of its data
    /// entries and no existing folder no build made, even with `force`; elsewhere an existing
    /// non-empty folder only when it holds the marker (or with `force`); never over a site built
    /// for the other audience unless `force`; for staff, never inside a git-tracked folder of the
    /// book or a public site (unless `force`).
    package func validate(book: URL, audience: SiteAudience, force: Bool) throws(SiteError) {
        let path = url.path
        let bookPath = book.standardizedFileURL.resolvingSymlinksInPath().path
        if isSymbolicLink { throw .refusedOutput(path: path, reason: "the output folder is a symbolic link; name the real folder") }
        if path == "/" { throw .refusedOutput(path: path, reason: "it is the root folder") }
        let homes = Self.homeFolders()
        if homes.contains(path) { throw .refusedOutput(path: path, reason: "it is your home folder") }
        if homes.contains(where: { RealPaths.path($0, relativeTo: path) != nil }) { throw .refusedOutput(path: path, reason: "it contains your home folder") }
        if path == bookPath { throw .refusedOutput(path: path, reason: "it is the course book itself") }
        if RealPaths.path(bookPath, relativeTo: path) != nil { throw .refusedOutput(path: path, reason: "it contains the course book") }
        let inBook = RealPaths.path(path, relativeTo: bookPath)
        let insideBook = inBook != nil
        if let top = inBook?.split(separator: "/").first, Self.bookEntries.contains(String(top)) {
            throw .refusedOutput(path: path, reason: "it is in the book's own '\(top)', which a build never replaces")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .refusedOutput(path: path, reason: "it is a file, not a folder") }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let marker = Self.markerAudience(in: url)
            if !entries.isEmpty, marker == nil {
                if insideBook {
                    throw .refusedOutput(path: path, reason: "it is a folder of the course book that no coursebook build made (no \(Self.markerName)); --force never replaces one")
                }
                if !force {
                    throw .refusedOutput(path: path, reason: "it is not empty and no coursebook build made it (no \(Self.markerName)); use --force to replace it")
                }
            }
            if let marker, !marker.isEmpty, marker != audience.rawValue, !force {
                throw .refusedOutput(path: path, reason: "it holds a \(marker) site, which a \(audience.rawValue) build would replace; build into another folder (the default for \(audience.rawValue) is \(Self.defaultName(for: audience))) or use --force")
            }
        }
        guard audience == .staff, !force else { return }
        var folder = url.deletingLastPathComponent()
        while folder.path.count > 1 {
            if Self.markerAudience(in: folder) == "public" {
                throw .refusedOutput(path: path, reason: "a staff site inside the public site \(folder.path) would be published; use --force")
            }
            let insideBook = RealPaths.path(folder.path, isInside: bookPath)
            if insideBook, FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                throw .refusedOutput(path: path, reason: "it is inside the git-tracked folder \(folder.path), so student data could be committed; use --force")
            }
            folder = folder.deletingLastPathComponent()
        }
    }

    /// Swaps two folders atomically with Linux's renameat2(RENAME_EXCHANGE); false where the
    /// kernel, C library or file system cannot, and the caller falls back to two renames.
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameExchange: UInt32 = 2
        return unsafeBitCast(symbol, to: Renameat2.self)(AT_FDCWD, first.path, AT_FDCWD, second.path, renameExchange) == 0
    }

    /// A fresh, empty staging folder beside the output folder, for a build to write into; first
    /// finishes whatever a killed build left there.
    package func stage() throws(SiteError) -> URL {
        let manager = FileManager.default
        let parent = url.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(Self.workEntryName(.staging, site: url.lastPathComponent, pid: getpid()))
        SiteDotEntries.recover(output: url)
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw .writeFailed(path: url.path, reason: (error as NSError).localizedDescription)
        }
        return staging
    }

    /// A writer into `staging` that carries files unchanged since the current site over as links.
    func writer(into staging: URL) -> StagingWriter {
        StagingWriter(root: staging.path, previous: FileManager.default.fileExists(atPath: url.path) ? url.path : nil)
    }

    /// Removes a staging folder whose build failed; the output folder is untouched.
    package func discard(_ staging: URL) {
        try? FileManager.default.removeItem(at: staging)
    }

    /// Marks `staging` as a site for `audience`, swaps it in for the output folder, then carries
    /// the old folder's dot-files over (see `SiteDotEntries`) and removes the old folder.
    package func commit(_ staging: URL, audience: SiteAudience) async throws(SiteError) {
        let manager = FileManager.default
        let retired = url.deletingLastPathComponent().appendingPathComponent(Self.workEntryName(.retired, site: url.lastPathComponent, pid: getpid()))
        do throws(SiteError) {
            try StagingWriter.writeNew(staging.path + "/" + Self.markerName, Data("audience: \(audience.rawValue)\n".utf8))
        } catch {
            discard(staging)
            throw error
        }
        guard manager.fileExists(atPath: url.path) else {
            guard rename(staging.path, url.path) == 0 else {
                let reason = SystemError.reason(errno)
                discard(staging)
                throw .writeFailed(path: url.path, reason: reason)
            }
            return
        }
        // One atomic step where the kernel can; else two renames, undone if the second fails.
        var old = staging
        if !Self.exchange(staging, url) {
            guard rename(url.path, retired.path) == 0 else {
                let reason = SystemError.reason(errno)
                discard(staging)
                throw .writeFailed(path: url.path, reason: reason)
            }
            guard rename(staging.path, url.path) == 0 else {
                let reason = SystemError.reason(errno)
                _ = rename(retired.path, url.path)
                discard(staging)
                throw .writeFailed(path: url.path, reason: reason)
            }
            old = retired
        }
        let stranded = SiteDotEntries.carry(from: old, to: url)
        guard stranded.isEmpty else {
            throw .writeFailed(path: url.path, reason: "could not move \(stranded.joined(separator: ", ")) from the previous site, which is kept at \(old.path); the next build moves them")
        }
        await FolderRemoval.remove(old)
    }
}
