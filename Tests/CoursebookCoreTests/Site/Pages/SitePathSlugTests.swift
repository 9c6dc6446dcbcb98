import Testing
@testable import CoursebookCore

/// The site's own anchors and ids (`SitePath.anchorSlug`), apart from GitHub's heading anchors and
/// a note's file name.
@Suite("Site anchor slugs")
struct SitePathSlugTests {
    @Test func lettersAndDigitsOfAnyScriptJoinedBySingleDashes() {
        #expect(SitePath.anchorSlug("Room 101 (East)") == "room-101-east")
        #expect(SitePath.anchorSlug("Ауд. 5") == "ауд-5")
        #expect(SitePath.anchorSlug("--") == "section")
        #expect(SitePath.anchorSlug("Café  für") == "café-für")
    }

    @Test func theThreeRulesDifferWhereTheyMust() {
        var github = GitHubSlugger()
        #expect(github.slug("Week 1: Café") == "week-1-café")
        #expect(SitePath.anchorSlug("Week 1: Café") == "week-1-café")
        #expect(EditDraft.noteFileSlug("Week 1: Café") == "week-1-caf")
        #expect(GitHubSlugger.baseSlug("a  b") == "a--b")
        #expect(SitePath.anchorSlug("a  b") == "a-b")
    }
}
