import Testing
@testable import CoursebookCore

/// How a page's links are read for the link check: which leave the site, and where the others lead.
struct PageLinksTests {
    private func target(_ value: String, on page: String = "courses/cs101/index.html") -> String? {
        var cache: [String: String] = [:]
        return PageLinks.target(of: value, page: page, folder: PageLinks.folder(of: page), cache: &cache).map { "\($0.path)#\($0.fragment)" }
    }

    @Test func linksThatLeaveTheSiteAreSkipped() {
        for value in ["https://example.org/x", "mailto:a@b.c", "/absolute.html", "//cdn.example.org/x.js", "javascript:alert(1)"] {
            #expect(target(value) == nil, "\(value)")
        }
    }

    @Test func relativeLinksResolveAgainstThePageFolder() {
        #expect(target("../../index.html") == "index.html#")
        #expect(target("sessions/2026-09-02/") == "courses/cs101/sessions/2026-09-02/index.html#")
        #expect(target("./files/a%20b.png") == "courses/cs101/files/a b.png#")
        #expect(target("../cs102/index.html#week-2") == "courses/cs102/index.html#week-2")
        #expect(target("#tasks") == "courses/cs101/index.html#tasks")
        #expect(target("?sort=name#top") == "courses/cs101/index.html#top")
        #expect(target("../../../../outside.html") == "../outside#")
        #expect(target("..") == "courses#", "a folder without its slash is not a file of the site")
        #expect(target("a/b?x=1:2") == "courses/cs101/a/b#", "a colon after a query is no scheme")
        #expect(target("a/b:c") == "courses/cs101/a/b:c#", "a colon after a slash is no scheme")
        #expect(target("x#y:z") == "courses/cs101/x#y:z", "a colon in the fragment is no scheme")
        #expect(target("notes.html?a&amp;b") == "courses/cs101/notes.html#")
        #expect(target("index.html", on: "index.html") == "index.html#")
    }

    @Test func aPageSummaryKeepsIdsTargetsAndAnchors() {
        let links = PageLinks(page: "courses/cs101/index.html", html: ##"<h2 id="tasks">T</h2> <a href="../../index.html">h</a> <a href="#tasks">t</a> <a href="#tasks">again</a> <img src="files/d.png">"##, names: LinkNames())
        #expect(links.ids == ["tasks"])
        #expect(links.targets == ["index.html", "courses/cs101/index.html", "courses/cs101/files/d.png"])
        #expect(links.anchors == ["courses/cs101/index.html": ["tasks"]])
    }

    @Test func pagesOfOneFolderShareResolutionsButLinksWithoutAPathLeadToTheirOwnPage() {
        let names = LinkNames()
        let html = ##"<p id="top">x</p> <a href="#top">t</a> <a href="">self</a> <a href="?q=1">q</a> <a href="b.html#top">b</a> <a href="https://example.org/">out</a>"##
        let first = PageLinks(page: "courses/cs101/a.html", html: html, names: names)
        let second = PageLinks(page: "courses/cs101/b.html", html: html + ##" <a href="#top">again</a> <p id="end">e</p>"##, names: names)
        #expect(first.ids == ["top"])
        #expect(first.targets == ["courses/cs101/a.html", "courses/cs101/b.html"])
        #expect(first.anchors == ["courses/cs101/a.html": ["top"], "courses/cs101/b.html": ["top"]])
        #expect(second.ids == ["top", "end"])
        #expect(second.targets == ["courses/cs101/b.html"])
        #expect(second.anchors == ["courses/cs101/b.html": ["top"]])
        let other = PageLinks(page: "courses/cs102/a.html", html: html, names: names)
        #expect(other.targets == ["courses/cs102/a.html", "courses/cs102/b.html"], "another folder resolves its own links")
    }
}
