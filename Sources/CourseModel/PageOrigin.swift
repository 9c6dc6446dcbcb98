/// Where a course page comes from: the one model of it. A course file's `page:` is read into it
/// (`Course.page`), and so is the `syllabus` command's SOURCE; the fetcher asks it what to
/// download and the renderer how relative addresses resolve (a `LinkResolver` made from it).
package enum PageOrigin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A Markdown file inside the book, relative to the book folder; relative addresses stay relative.
    case local(path: String)
    /// A file in a GitHub repository: `github:OWNER/REPO[/PATH][@REF]`, or its github.com address.
    case github(owner: String, repo: String, path: String, ref: String)
    /// Any other https address of a Markdown file.
    case web(String)

    /// As a course file writes it: the path, `github:OWNER/REPO/PATH@REF` or the address.
    package var description: String {
        switch self {
        case .local(let path): path
        case .github(let owner, let repo, let path, let ref): "github:\(owner)/\(repo)/\(path)@\(ref)"
        case .web(let url): url
        }
    }
}
