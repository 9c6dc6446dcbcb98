import CourseModel

/// Parses `github:OWNER/REPO[/PATH][@REF]` (PATH defaults to README.md, REF to HEAD).
enum GitHubPageReference {
    static func parse(_ text: String) -> PageOrigin? {
        guard text.hasPrefix("github:") else { return nil }
        var rest = Substring(text.dropFirst("github:".count))
        var ref = "HEAD"
        if let at = rest.lastIndex(of: "@") {
            ref = String(rest[rest.index(after: at)...])
            rest = rest[..<at]
            guard isValidRef(ref) else { return nil }
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, isValidName(parts[0]), isValidName(parts[1]) else { return nil }
        let path = parts.count > 2 ? parts[2...].joined(separator: "/") : "README.md"
        guard BookPath.isSafeRelative(path) else { return nil }
        return .github(owner: parts[0], repo: parts[1], path: path, ref: ref)
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100 && name != "." && name != ".."
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
    }

    private static func isValidRef(_ ref: String) -> Bool {
        !ref.isEmpty && ref.count <= 200 && !ref.contains("..")
            && ref.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }
    }
}
