import Foundation

/// Site addresses: every link is written relative to the page it sits on.
package enum SitePath {
    /// Whether `path` is relative, has no empty, `.` or `..` parts, and no backslash or NUL.
    /// Checked on bytes: every file a build adds passes here, tens of thousands of them.
    package static func isSafe(_ path: String) -> Bool {
        var partLength = 0
        var dots = 0
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), 0: return false
            case UInt8(ascii: "/"):
                // An empty part (a leading `/` too), `.` or `..`.
                if partLength == dots, partLength <= 2 { return false }
                partLength = 0
                dots = 0
            default:
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(partLength == dots && partLength <= 2)
    }

    /// The prefix that leads from the page at `path` back to the site root, e.g. `../../`.
    package static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// The site's own slug of free text, for the anchors and ids it makes up (`room-…` on the places
    /// page, a calendar event's `UID`, the feed's `urn:` id): lower-case letters and digits of any
    /// script joined by single `-`s, `section` when none is left. One of three slug rules, apart
    /// on purpose: a course page's heading anchors must be GitHub's (`GitHubSlugger`), and a new
    /// note's file name is ASCII and at most 40 characters and must never change for existing
    /// files (`EditDraft.noteFileSlug`).
    package static func anchorSlug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "section" : out
    }

    /// Home page.
    package static let home = "index.html"
    /// Courses index.
    package static let courses = "courses/index.html"
    /// Teachers index.
    package static let teachers = "teachers/index.html"
    /// Places (rooms) page.
    package static let places = "places/index.html"
    /// Search page.
    package static let search = "search/index.html"
    /// Staff reports index.
    package static let reports = "reports/index.html"
    /// The not-found page, served at whatever address was missing.
    package static let notFound = "404.html"
    /// The term's calendar of every course.
    package static let termCalendar = "calendar.ics"
    /// The site's stylesheet and script.
    package static let stylesheet = "assets/site.css", script = "assets/site.js"
    /// The book's own stylesheet, copied from its `static/`; every page links it after the site's
    /// when the site has one.
    package static let customStylesheet = "custom.css"
    /// The Atom feed of the notes.
    package static let feed = "feed.xml"
    /// The search index, as JSON and as the script the search page loads (which works from disk).
    package static let searchIndex = "search/index.json", searchIndexScript = "assets/search-index.js"
    /// The addresses the templates link from every page, relative to the site root, as they read
    /// them: `{{root}}{{paths.stylesheet}}`. Every page's context has them (`SiteContext`).
    static let templateValue: TemplateValue = [
        "home": .string(home), "courses": .string(courses), "teachers": .string(teachers), "search": .string(search),
        "stylesheet": .string(stylesheet), "customStylesheet": .string(customStylesheet), "script": .string(script),
        "feed": .string(feed), "termCalendar": .string(termCalendar), "searchIndexScript": .string(searchIndexScript),
    ]

    /// The sitemap, written only for a site with a base URL.
    package static let sitemap = "sitemap.xml"
    /// The staff report named `name` (`course-ID`, `notes-ID`), as `html` or `md`, relative to the
    /// reports index that links it.
    package static func reportFile(_ name: String, _ format: String) -> String { "\(name).\(format)" }
    /// The staff report named `name`, as `html` or `md`.
    package static func report(_ name: String, _ format: String) -> String { "reports/" + reportFile(name, format) }
    /// Whether `path` is one of the staff reports or their index.
    package static func isReport(_ path: String) -> Bool { path.hasPrefix("reports/") }

    /// The index page of `folder` (`""` for the site's root): what a link to a folder opens.
    package static func index(of folder: String) -> String { folder.isEmpty ? home : folder + "/index.html" }

    /// A course's page.
    package static func course(_ id: String) -> String { "courses/\(id)/index.html" }
    /// A course's calendar.
    package static func courseCalendar(_ id: String) -> String { "courses/\(id)/calendar.ics" }
    // Pages that hold no files of their own are files, not folders: a book of 1,000 courses has
    // ~10,000 session pages, and a folder each would double the inodes (and directory blocks) the
    // file system has to allocate for them.
    /// A session's notes page.
    package static func session(_ courseID: String, _ date: CustomStringConvertible) -> String { "courses/\(courseID)/sessions/\(date).html" }
    /// A teacher's page.
    package static func teacher(_ id: String) -> String { "teachers/\(id).html" }
    /// A person's staff page.
    package static func person(_ id: String) -> String { "people/\(id).html" }
    /// The anchor of a note on its session's page: `note-<slug>`.
    package static func noteAnchor(_ slug: String) -> String { "note-" + slug }
    /// Where a book file a course page links to is copied: once per site, however many pages link it.
    package static func bookFile(_ relativePath: String) -> String { "files/" + relativePath }
    /// A page's address and the template it is rendered with: the one pairing of the two, for the
    /// full build (`SiteRenderer`) and `serve`'s re-renders (`RenderedSite`).
    package struct Page: Sendable {
        package let path: String
        package let template: String
    }

    /// The home page.
    package static let homePage = Page(path: home, template: "home.html")
    /// A course's page.
    package static func coursePage(_ id: String) -> Page { Page(path: course(id), template: "course.html") }
    /// A session's notes page.
    package static func sessionPage(_ courseID: String, _ date: CustomStringConvertible) -> Page {
        Page(path: session(courseID, date), template: "session.html")
    }

    /// The address of a page for sitemaps and feeds: a folder's `index.html` as the folder with a
    /// trailing slash, a leaf page (`sessions/2026-09-09.html`) as it is.
    package static func pretty(_ path: String) -> String {
        path == home ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
    }
}
