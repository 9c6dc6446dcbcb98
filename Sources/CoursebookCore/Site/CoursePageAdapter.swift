import CourseMarkdown
import CourseModel
import Foundation

/// Stand-in for the syllabus parser: renders each course's local page with safe cmark and takes
/// its table of contents from the headings. Remote pages are linked, not fetched. Swap this one
/// file for the real syllabus record when it lands.
public struct CoursePageAdapter: Sendable {
    /// The book folder the pages are read from.
    public let bookRoot: URL
    /// Heading words that mark a section as course work.
    private let taskWords: Set<String>

    /// An adapter for the book at `bookRoot`.
    public init(bookRoot: URL, settings: BookSettings) {
        self.bookRoot = bookRoot.standardizedFileURL
        taskWords = Set(["task", "tasks", "assignment", "assignments", "homework", "exercise", "exercises", "lab", "labs",
                         "project", "projects", "problems", "problem", "deliverables", "aufgaben"]
            + (settings.sectionWords["tasks"] ?? []).map { $0.lowercased() })
    }

    /// The syllabus view of every course with a page; problems (e.g. broken links) come back as warnings.
    public func syllabi(for book: CourseBook, diagnostics: inout [Diagnostic]) -> [String: SiteSyllabus] {
        var result: [String: SiteSyllabus] = [:]
        for course in book.courses {
            switch course.page {
            case .local(let path)?:
                result[course.id] = localPage(path, diagnostics: &diagnostics)
            case .github(let owner, let repo, let path, let ref)?:
                result[course.id] = SiteSyllabus(html: "", headings: [], externalURL: "https://github.com/\(owner)/\(repo)/blob/\(ref)/\(path)")
            case .url(let url)?:
                result[course.id] = SiteSyllabus(html: "", headings: [], externalURL: url)
            case nil:
                break
            }
        }
        return result
    }

    private func localPage(_ path: String, diagnostics: inout [Diagnostic]) -> SiteSyllabus? {
        guard let text = BookFile(bookRoot: bookRoot, relativePath: path).readText(diagnostics: &diagnostics) else { return nil }
        let document: MarkdownNode
        let rendered: String
        do {
            document = try MarkdownParser.parse(text)
            rendered = try MarkdownHTML.render(text)
        } catch {
            diagnostics.append(.warning(SourceLocation(path: path, line: error.line), error.description))
            return nil
        }
        let headings = headings(of: document)
        var html = anchorHeadings(rendered, headings)
        var files: [(source: String, target: String)] = []
        let folder = (path as NSString).deletingLastPathComponent
        html = HTMLAttributes.rewrite(["href", "src"], in: html) { match in
            let raw = HTMLAttributes.unescape(match.value)
            guard HTMLAttributes.isRelative(raw), !raw.hasPrefix("#") else { return nil }
            let (target, fragment) = split(raw)
            let decoded = target.removingPercentEncoding ?? target
            let resolved = ((folder.isEmpty ? decoded : folder + "/" + decoded) as NSString).standardizingPath
            var isDirectory: ObjCBool = false
            guard BookPath.isSafeRelative(resolved), !resolved.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                  FileManager.default.fileExists(atPath: bookRoot.appendingPathComponent(resolved).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue
            else {
                diagnostics.append(.warning(location(of: target, in: text, path: path), "broken link '\(raw)': no such file in the book"))
                return "data-broken-\(match.name)=\"\(match.value)\""
            }
            if let problem = BookFile(bookRoot: bookRoot, relativePath: resolved).placeProblem(copiedAsIs: true) {
                diagnostics.append(.warning(location(of: target, in: text, path: path), "link '\(raw)' \(problem); it is not copied"))
                return "data-broken-\(match.name)=\"\(match.value)\""
            }
            let site = "files/" + resolved
            if !files.contains(where: { $0.source == resolved }) { files.append((resolved, site)) }
            let encoded = site.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? site
            return "\(match.name)=\"\(HTMLEscaping.escape(encoded + fragment))\""
        }
        return SiteSyllabus(html: html, headings: headings, files: files)
    }

    /// Headings in document order with unique anchors and the plain text of their top-level section.
    private func headings(of document: MarkdownNode) -> [SiteHeading] {
        var headings: [SiteHeading] = []
        var used: Set<String> = ["main", "top", "toc", "syllabus", "sessions", "projects", "tasks", "profile", "notes", "roster"]
        for block in document.children {
            block.forEach { node in
                guard case .heading(let level) = node.kind else { return }
                let title = node.plainText
                var anchor = SitePath.slug(title)
                if used.contains(anchor) {
                    var number = 2
                    while used.contains("\(anchor)-\(number)") { number += 1 }
                    anchor = "\(anchor)-\(number)"
                }
                used.insert(anchor)
                let words = Set(title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                let isTask = !words.isDisjoint(with: taskWords) || taskWords.contains(where: { $0.contains(" ") && title.lowercased().contains($0) })
                headings.append(SiteHeading(level: level, title: title, anchor: anchor, text: "", isTask: isTask))
            }
            if case .heading = block.kind { continue }
            if !headings.isEmpty, headings[headings.count - 1].text.count < 400 {
                let text = headings[headings.count - 1].text
                headings[headings.count - 1].text = String((text.isEmpty ? block.plainText : text + " " + block.plainText).prefix(400))
            }
        }
        return headings
    }

    /// Gives every `<hN>` its anchor and moves it one level down, below the course page's own `<h1>`.
    private func anchorHeadings(_ html: String, _ headings: [SiteHeading]) -> String {
        var out = ""
        var index = 0
        var rest = Substring(html)
        while let open = rest.range(of: "<h") {
            let after = rest[open.upperBound...]
            guard let digit = after.first, let level = digit.wholeNumberValue, (1...6).contains(level),
                  after.dropFirst().first == ">", index < headings.count,
                  let close = after.range(of: "</h\(level)>")
            else {
                out += rest[..<open.upperBound]
                rest = after
                continue
            }
            let shifted = min(level + 1, 6)
            out += rest[..<open.lowerBound]
            out += "<h\(shifted) id=\"\(headings[index].anchor)\">" + after[after.index(after.startIndex, offsetBy: 2)..<close.lowerBound] + "</h\(shifted)>"
            index += 1
            rest = after[close.upperBound...]
        }
        return out + rest
    }

    private func split(_ target: String) -> (String, String) {
        guard let hash = target.firstIndex(where: { $0 == "#" || $0 == "?" }) else { return (target, "") }
        return (String(target[..<hash]), target[hash] == "#" ? String(target[hash...]) : "")
    }

    private func location(of target: String, in text: String, path: String) -> SourceLocation {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: "(" + target) ?? line.range(of: target) {
                return SourceLocation(path: path, line: number + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return SourceLocation(path: path)
    }
}
