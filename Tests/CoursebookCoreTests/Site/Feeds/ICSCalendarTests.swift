import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

@Suite("iCalendar")
struct ICSCalendarTests {
    private func calendar() async throws -> String {
        try #require(try await SiteTestSupport.build(SiteTestSupport.fixtureBook).files.text("calendar.ics"))
    }

    @Test func linesEndInCRLFAndFoldAt75OctetsWithoutSplittingUTF8() async throws {
        let text = try await calendar()
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        for line in lines {
            #expect(!line.contains("\n") && !line.contains("\r"))
            #expect(line.utf8.count <= 75, "\(line)")
        }
        let folded = ICSText.fold("SUMMARY:" + String(repeating: "Übung ", count: 30))
        for part in folded.components(separatedBy: "\r\n") {
            #expect(part.utf8.count <= 75)
            #expect(String(validating: Array(part.utf8), as: UTF8.self) != nil)
        }
        #expect(folded.components(separatedBy: "\r\n ").joined() == "SUMMARY:" + String(repeating: "Übung ", count: 30))
    }

    @Test func textValuesAreEscaped() async throws {
        #expect(ICSText.escape("a\\b;c,d\ne") == "a\\\\b\\;c\\,d\\ne")
        #expect(ICSText.escape("Übung: Raum N-101 (Nord)") == "Übung: Raum N-101 (Nord)")
        #expect(ICSText.escape("a\r\nb\u{1}c\u{7F}d é") == "a\\nbcd é")
        let unfolded = try await calendar().replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:Due: Problem set 1\\; proofs\\, induction \\\\ recursion (Algebra\\, Proofs & Structures)"))
    }

    @Test func timeZoneHasBothOffsetsAndEventsUseIt() async throws {
        let text = try await calendar()
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n"))
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\n"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\n"))
        // Sessions keep their wall-clock time across the change.
        #expect(text.contains("DTSTART;TZID=America/New_York:20261029T100000"))
        #expect(text.contains("DTSTART;TZID=America/New_York:20261103T100000"))
    }

    @Test func deadlinesCarryAReminderFromTheSettings() async throws {
        let text = try await calendar()
        #expect(text.contains("UID:alg-due-final-paper@coursebook\r\n"))
        #expect(text.contains("DTSTART;TZID=America/New_York:20261204T170000"))
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\n"))
        #expect(text.contains("TRIGGER:-PT12H\r\n"))
    }

    @Test func dueDatesFromTheCoursePageAreAllDayEvents() async throws {
        let site = try await SiteTestSupport.build(SiteTestSupport.fixtureBook)
        // pages/alg.md: "Problem sets are handed in on paper. Due: Sep 18".
        for text in [try #require(site.files.text("calendar.ics")), try #require(site.files.text("courses/alg/calendar.ics"))] {
            let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
            let event = try #require(unfolded.components(separatedBy: "BEGIN:VEVENT\r\n").first { $0.contains("UID:alg-page-due-2026-09-18-") })
            #expect(event.contains("DTSTART;VALUE=DATE:20260918\r\nDTEND;VALUE=DATE:20260919\r\n"))
            #expect(event.contains("SUMMARY:Due: "))
            #expect(event.contains("TRANSP:TRANSPARENT\r\n"))
            #expect(!event.contains("TZID"), "a whole day has no time zone")
        }
        #expect(!(try #require(site.files.text("courses/geo/calendar.ics"))).contains("page-due"))
    }

    /// A page date that only repeats a project (`Lab 1` on the day `Lab 1: Hello terminal` is due)
    /// is not a second event, as the course page's deadlines table lists it once.
    @Test func pageDatesRepeatingAProjectAreNotDoubled() async throws {
        let site = try await SiteTestSupport.build(SiteTestSupport.sampleData)
        let calendar = try #require(site.files.text("courses/cs101/calendar.ics"))
        let uids = calendar.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") && $0.contains("due") }
        #expect(uids.contains("UID:cs101-due-lab-1-hello-terminal@coursebook"))
        #expect(!uids.contains { $0.hasPrefix("UID:cs101-page-due-2026-09-11-") }, "\(uids)")
        #expect(uids.contains("UID:cs101-page-due-2026-09-21-lab-2@coursebook"), "a date no project repeats stays")
        let projects = try BookLoader(root: SiteTestSupport.sampleData).load().book.projects.filter { $0.courseID == "cs101" }
        let pageOnly = uids.filter { $0.contains("-page-due-") }
        #expect(uids.count == projects.count + pageOnly.count)
    }

    @Test func uidsAndStampsAreStableAcrossBuilds() async throws {
        let first = try await calendar()
        let second = try await calendar()
        #expect(first == second)
        #expect(first.contains("UID:alg-2026-09-08-1000@coursebook\r\n"))
        #expect(first.contains("DTSTAMP:20260907T000000Z\r\n"))
        let uids = first.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(Set(uids).count == uids.count)
    }
}
