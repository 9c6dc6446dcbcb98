/// Resolving `.` and `..` in a relative, `/`-separated path, by its text alone, as a browser
/// resolves a relative URL: the one resolver of the course pages' links (`LinkResolver`), the local
/// pages' book files (`PageFileLinks`) and the site's link check (`PageLinks`). Never asks the
/// disk: a symbolic link in the way does not change where a link leads.
enum RelativePath {
    /// What a `..` with nothing left to remove does.
    enum AboveRoot {
        /// Stays at the root, as a URL's path is resolved (RFC 3986's remove_dot_segments): a link on
        /// a GitHub page to `../../x` from the repository's top is the repository's `x`.
        case stayAtRoot
        /// Makes the whole path nil: nothing above a book's or a site's root may be named.
        case refuse
    }

    /// `relative` resolved from `folder` (`""` for the root): empty and `.` parts dropped, each
    /// `..` removing the part before it, no leading or trailing `/`. Works on bytes: the link check
    /// asks it for every distinct link of a site.
    static func resolve(_ relative: String, from folder: String = "", aboveRoot: AboveRoot) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(folder.utf8.count + relative.utf8.count + 1)
        for part in folder.utf8.split(separator: UInt8(ascii: "/")) + relative.utf8.split(separator: UInt8(ascii: "/")) {
            if part.elementsEqual([UInt8(ascii: ".")]) { continue }
            if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if out.isEmpty {
                    if aboveRoot == .refuse { return nil }
                    continue
                }
                out.removeSubrange((out.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                continue
            }
            if !out.isEmpty { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: part)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
