import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Every list of people on the site is in the reports' order (`PeopleOrder`: last name, first
/// name, ignoring case and accents): each page's list is compared with the report that lists the
/// same people.
@Suite("Site people order")
struct SitePeopleOrderTests {
    @Test func staffRostersListStudentsAsTheRosterReportDoes() async throws {
        let (book, site) = try await Self.staffSite(SiteTestSupport.sampleData)
        for course in book.courses {
            let page = try #require(site.files.text(SitePath.course(course.id)))
            // A course without students has no roster section.
            let roster = SiteOutlineTests.elements("section", in: page).first { $0.contains("id=\"course.roster\"") } ?? ""
            let report = try Self.report(.roster, book) { $0.courseID = course.id }
            #expect(Self.linkedIDs(roster, "people/") == Self.ids(report["students"]), "\(course.id)")
        }
        // The sample book has the names that tell the orders apart.
        let cs101 = try #require(site.files.text(SitePath.course("cs101")))
        let ngo = try #require(cs101.range(of: "Ngô, Minh Anh")), nguyen = try #require(cs101.range(of: "Nguyen, Ethan"))
        #expect(ngo.lowerBound < nguyen.lowerBound)
    }

    @Test func theTeachersPageListsTeachersAsTheTeachersReportDoes() async throws {
        // Teachers whose names sort differently by code point: `de Vries` and `Álvarez` belong
        // before `Zeller`, and `Álvarez` before `Baker`.
        let bookURL = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        let people = bookURL.appendingPathComponent("people.csv")
        try (String(contentsOf: people, encoding: .utf8) + """
            tzeller,Tom,Zeller,t.zeller@example.edu,teacher
            pdevries,Pim,de Vries,p.devries@example.edu,teacher
            aalvarez,Ana,Álvarez,a.alvarez@example.edu,teacher
            bbaker,Bo,Baker,b.baker@example.edu,teacher

            """).write(to: people, atomically: true, encoding: .utf8)
        let (book, site) = try await Self.staffSite(bookURL)
        let page = try #require(site.files.text(SitePath.teachers))
        let report = try Self.report(.teachers, book) { _ in }
        let reportGroups = (report["subjects"]?.array ?? []).map { Self.ids($0["teachers"]) } + [Self.ids(report["without_courses"])]
        let pageGroups = SiteOutlineTests.elements("section", in: page).map { Self.linkedIDs($0, "teachers/") }
        #expect(pageGroups == reportGroups)
        #expect(pageGroups.last == ["aalvarez", "bbaker", "pdevries", "tzeller"])
    }

    @Test func searchResultsListPeopleInPeopleOrder() async throws {
        let (book, site) = try await Self.staffSite(SiteTestSupport.sampleData)
        let index = try #require(site.files.text("search/index.json"))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(index.utf8)) as? [[String: String]])
        let people = entries.filter { $0["kind"] == "person" }.compactMap { $0["url"] }
        #expect(people == PeopleOrder.sorted(book.people).map { SitePath.person($0.id) })
    }

    @Test func peoplePagesListCoursesAsTheProfileReportDoes() async throws {
        let (book, site) = try await Self.staffSite(SiteTestSupport.sampleData)
        for person in book.people {
            let page = try #require(site.files.text(SitePath.person(person.id)))
            let report = try Self.report(.profile, book) { $0.personID = person.id }
            let courses = Self.ids(report["courses_taught"], key: "course") + Self.ids(report["courses_studied"], key: "course")
            let main = try #require(page.range(of: "<main")).upperBound
            #expect(Self.linkedIDs(page[main...], "courses/", upTo: "/") == courses, "\(person.id)")
        }
    }

    /// The staff site of `book`, built in memory, and the loaded book.
    static func staffSite(_ book: URL) async throws -> (CourseBook, SiteRenderer.Result) {
        (try BookLoader(root: book).load().book, try await SiteTestSupport.build(book, audience: .staff))
    }

    /// A report's JSON as of the sample site's day.
    static func report(_ kind: ReportKind, _ book: CourseBook, _ configure: (inout ReportOptions) -> Void) throws -> JSONValue {
        let today = LocalDate(iso: "2026-11-21")!
        var options = ReportOptions.at(Instant(secondsSince1970: 0), today: today, term: book.term)
        configure(&options)
        return try ReportBuilder(book: book).document(kind, options: options).json
    }

    /// The `id` (or `key`) of each object in a JSON array.
    static func ids(_ list: JSONValue?, key: String = "id") -> [String] {
        (list?.array ?? []).compactMap { $0[key]?.text }
    }

    /// The ids of the links into `folder` in `html`, in order, each ending at `.html` (or `end`).
    static func linkedIDs(_ html: Substring, _ folder: String, upTo end: String = ".html") -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { link -> String? in
            let target = link.prefix { $0 != "\"" }.replacingOccurrences(of: "../", with: "")
            guard target.hasPrefix(folder) else { return nil }
            return target.dropFirst(folder.count).components(separatedBy: end).first
        }
    }
}

extension JSONValue {
    /// The value of `key` in an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// The elements of an array.
    var array: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    /// The text of a string.
    var text: String? {
        if case .string(let value) = self { value } else { nil }
    }
}
