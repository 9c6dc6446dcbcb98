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
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            return names.sorted().map { name in
                var childIsDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &childIsDirectory)
                return Entry(name: name, isDirectory: childIsDirectory.boolValue)
            }
        } catch {
            diagnostics.append(.error(SourceLocation(path: relativePath), "folder cannot be read"))
            return nil
        }
    }
}
