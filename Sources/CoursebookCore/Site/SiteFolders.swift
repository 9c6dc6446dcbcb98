import Foundation

/// The folders of a site being written into a fresh staging folder: each is created once with one
/// `mkdir` (parents first, only when missing), and paths are joined as strings, not URLs.
struct SiteFolders {
    /// The staging folder, which exists.
    let root: String
    private var made: Set<String> = [""]

    /// Folders under `root`.
    init(root: String) { self.root = root }

    /// The absolute path of the site file `path`, with its folder created.
    mutating func prepare(_ path: String) throws(SiteError) -> String {
        if let slash = path.lastIndex(of: "/") { try make(String(path[..<slash])) }
        return root + "/" + path
    }

    private mutating func make(_ folder: String) throws(SiteError) {
        guard !made.contains(folder) else { return }
        if let slash = folder.lastIndex(of: "/") { try make(String(folder[..<slash])) }
        let full = root + "/" + folder
        guard mkdir(full, 0o777) == 0 || errno == EEXIST else { throw .writeFailed(path: full, reason: String(cString: strerror(errno))) }
        made.insert(folder)
    }
}
