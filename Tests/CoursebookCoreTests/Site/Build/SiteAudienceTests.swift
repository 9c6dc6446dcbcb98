import Testing
@testable import CoursebookCore

/// A public site keeps no attendance; the staff site does.
struct SiteAudienceTests {
    @Test func onlyTheStaffSiteKeepsAttendance() {
        #expect(SiteAudience.staff.keepsAttendance)
        #expect(!SiteAudience.public.keepsAttendance)
    }
}
