import CourseModel
import Foundation

/// Lists book folders in a stable order, whatever order the file system returns.
enum BookDirectory {
    struct Entry {
        let name: String
        let isDirectory: Bool
    }

    /// The entries of `url` sorted by name; nil when it does not exist, with a diagnostic when it is
    /// not a folder or cannot be read.
    static func entries(_ url: URL, relativePath: String, diagnostics: inout [Diagnostic]) -> [Entry]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else {
            diagnostics.append(.error(SourceLocation(path: relativePath), "is a file, but a folder is expected here"))
            return nil
        }
        guard let entries = list(url.path) else {
            diagnostics.append(.error(SourceLocation(path: relativePath), "folder cannot be read"))
            return nil
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// One pass over the folder: the listing's entry types say which entries are folders, so only
    /// symbolic links (followed, as reading them would) and unknown types cost a `stat` each.
    private static func list(_ path: String) -> [Entry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let cName = raw.baseAddress!.assumingMemoryBound(to: CChar.self)
                return FileManager.default.string(withFileSystemRepresentation: cName, length: strlen(cName))
            }
            guard name != ".", name != ".." else { continue }
            let isDirectory: Bool
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                var info = stat()
                isDirectory = stat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            default: isDirectory = false
            }
            entries.append(Entry(name: name, isDirectory: isDirectory))
        }
        return entries
    }
}
