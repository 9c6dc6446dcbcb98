import Testing
@testable import CoursebookCore

/// The default templates take the site's addresses from `SitePath` (`paths`) and a course page's
/// section ids from `CourseSyllabusView.Anchor` (`anchors`); they spell neither.
struct TemplateAddressTests {
    @Test func theDefaultTemplatesSpellNoSiteAddressOrSectionId() {
        let addresses = [
            SitePath.home, SitePath.courses, SitePath.teachers, SitePath.search, SitePath.stylesheet, SitePath.customStylesheet,
            SitePath.script, SitePath.feed, SitePath.termCalendar, SitePath.searchIndexScript,
        ]
        typealias Anchor = CourseSyllabusView.Anchor
        let ids = [Anchor.staff, Anchor.deadlines, Anchor.sessions, Anchor.roster]
        for (name, text) in EmbeddedTemplates.files where name.hasSuffix(".mustache") {
            for address in addresses { #expect(!text.contains("{{root}}" + address), "\(name): \(address)") }
            for id in ids { #expect(!text.contains("\"" + id), "\(name): \(id)") }
        }
        #expect(EmbeddedTemplates.files["layout.html.mustache"]?.contains("{{root}}{{paths.stylesheet}}") == true)
        #expect(EmbeddedTemplates.files["course.html.mustache"]?.contains("id=\"{{anchors.roster}}\"") == true)
    }
}
