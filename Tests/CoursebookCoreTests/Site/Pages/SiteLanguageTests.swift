import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// The fixture book built in Russian and German: no English fixed word is left on its pages
/// (outside what the book itself wrote), the calendars' fixed words follow, and a book's own
/// texts replace the phrasebook's.
@Suite("Site in the book's language")
struct SiteLanguageTests {
    /// A built copy of the fixture book with `settings` added to its `coursebook.yml`, and every
    /// text of the book's own that its pages show (names, topics, notes), longest first.
    static func build(_ settings: String, audience: SiteAudience = .public) async throws -> (files: [String: Data], bookData: BookData) {
        let book = try SiteTestSupport.copyOfBook(SiteTestSupport.fixtureBook)
        defer { try? FileManager.default.removeItem(at: book.deletingLastPathComponent()) }
        let config = try String(contentsOf: book.appendingPathComponent("coursebook.yml"), encoding: .utf8)
        try FixtureBooks.write(config + settings, "coursebook.yml", in: book)
        let result = try await SiteTestSupport.build(book, audience: audience, today: "2026-09-09")
        #expect(result.warnings.isEmpty, "\(result.warnings)")

        let loaded = try BookLoader(root: book).load().book
        var warnings: [Diagnostic] = []
        let syllabi = await CourseSyllabusAdapter(bookRoot: book, book: loaded, offline: true).syllabi(diagnostics: &warnings)
        let clock = ZoneClock(identifier: loaded.term.timeZone)!
        let day = LocalDate(iso: "2026-09-09")!
        let input = SiteInput(book: loaded, day: day, audience: audience, syllabi: syllabi)
        let catalog = await SiteCatalog.make(input: input, clock: clock)
        var data = [loaded.title, loaded.term.name, loaded.term.timeZone] + loaded.term.holidays.map(\.name)
        for course in loaded.courses {
            data += [course.name, course.subject, course.branch] + course.meetings.map(\.room) + course.extraSessions.flatMap { [$0.room, $0.title] }
            data += syllabi[course.id]?.record?.sections.map(\.title) ?? []
            for item in catalog.agenda(course.id).items { data += [item.topic] + item.readings + item.due.map(\.title) + [item.session.title] }
        }
        data += loaded.people.map(\.fullName) + loaded.people.map(\.email) + loaded.projects.map(\.name) + loaded.bonus.map(\.reason)
        data += loaded.notes.map(\.title) + catalog.pageDeadlines.map(\.title)
        return (result.files.files, BookData(html: Array(catalog.noteHTML.values), text: data.filter { !$0.isEmpty }.sorted { $0.count > $1.count }))
    }

    /// What the book itself wrote: note bodies as the pages hold them, and texts longest first.
    struct BookData {
        var html: [String]
        var text: [String]
    }

    /// The words a page shows, people and screen readers alike: its text and its title,
    /// aria-label and abbr attributes, without the course page as its author wrote it and without
    /// `bookData`.
    static func shownWords(_ page: Data, bookData: BookData) -> [String] {
        var html = String(decoding: page, as: UTF8.self)
        for body in bookData.html { html = html.replacingOccurrences(of: body, with: " ") }
        html = html.replacingOccurrences(of: #"(?s)<section id="course\.syllabus".*?</section>"#, with: " ", options: .regularExpression)
        html = html.replacingOccurrences(of: #"(?s)<script.*?</script>"#, with: " ", options: .regularExpression)
        var shown = html.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
        // The search page's and the sort button's script words wait in data- attributes.
        let spoken = ["title", "aria-label", "abbr", "placeholder", "alt", "data-other", "data-hint", "data-none", "data-one", "data-few", "data-many",
                      "data-course", "data-section", "data-task", "data-note", "data-person"]
        for attribute in spoken {
            shown += " " + html.matches(of: try! Regex("\(attribute)=\"([^\"]*)\"")).map { String($0.output[1].substring ?? "") }.joined(separator: " ")
        }
        shown = shown.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
        for text in bookData.text { shown = shown.replacingOccurrences(of: text, with: " ") }
        return shown.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// The English words each language writes the same, written out here rather than taken from
    /// its phrasebook, so an English text left in a phrasebook is caught.
    static let sharedWords: [SiteLanguage: Set<String>] = [
        .de: ["apr", "april", "atom", "aug", "august", "bonus", "browser", "feb", "feed", "html", "icalendar", "jan", "javascript", "mail", "name",
              "markdown", "nov", "november", "person", "september", "start", "status"],
        .ru: ["atom", "html", "icalendar", "javascript", "markdown"],
        .es: ["atom", "feb", "html", "icalendar", "javascript", "jul", "jun", "mar", "markdown", "may", "nov", "oct"],
    ]

    /// English words no page in another language may show: every word of the English phrasebook
    /// (dates included) and the words the templates used to hold, less those the other language
    /// writes the same (German `Status`, `September`).
    static func englishWords(except language: SiteLanguage) -> Set<String> {
        func words(_ book: Phrasebook) -> Set<String> {
            let texts = Array(book.texts.values) + book.counts.values.flatMap(\.values)
            return Set(texts.flatMap { $0.replacingOccurrences(of: #"\{[a-z_]+\}"#, with: " ", options: .regularExpression).split(whereSeparator: { !$0.isLetter }) }
                .map { $0.lowercased() }.filter { $0.count >= 3 })
        }
        let listed: Set<String> = ["next", "session", "sessions", "week", "due", "today", "deadline", "deadlines", "teacher", "meets", "size",
                                   "calendar", "contents", "syllabus", "notes", "reading", "skip", "content", "public", "edition", "home",
                                   "courses", "teachers", "places", "search", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "sep", "oct",
                                   "nov", "dec", "monday", "september", "october", "holiday", "outside", "term", "upcoming", "open", "done"]
        return words(.english).union(listed).subtracting(sharedWords[language] ?? [])
    }

    static let pages = ["index.html", "courses/alg/index.html", "courses/geo/index.html", "courses/alg/sessions/2026-09-08.html",
                        "courses/index.html", "teachers/index.html", "teachers/tlovelace.html", "places/index.html", "search/index.html", "404.html"]

    @Test(arguments: [SiteLanguage.ru, .de, .es])
    func noEnglishFixedWordIsLeftOnThePages(_ language: SiteLanguage) async throws {
        let (files, bookData) = try await Self.build("site:\n  language: \(language.rawValue)\n")
        let english = Self.englishWords(except: language)
        for path in Self.pages {
            let page = try #require(files[path], "\(path) was not built")
            let left = Self.shownWords(page, bookData: bookData).filter { english.contains($0.lowercased()) }
            #expect(left.isEmpty, "\(language.rawValue) \(path) shows English \(Set(left).sorted())")
            #expect(String(decoding: page, as: UTF8.self).contains("<html lang=\"\(language.rawValue)\">"), "\(path)")
        }
    }

    /// The staff edition adds the roster and people pages, each with words of its own.
    @Test func theStaffEditionHasNoEnglishFixedWordEither() async throws {
        let (files, bookData) = try await Self.build("site:\n  language: ru\n", audience: .staff)
        let english = Self.englishWords(except: .ru)
        for path in ["courses/alg/index.html", "people/qzcanary.html", "people/tlovelace.html", "index.html"] {
            let page = try #require(files[path], "\(path) was not built")
            let left = Self.shownWords(page, bookData: bookData).filter { english.contains($0.lowercased()) }
            #expect(left.isEmpty, "ru staff \(path) shows English \(Set(left).sorted())")
        }
    }

    /// The check above would pass on an empty page: the pages do show the language's words.
    @Test func thePagesShowTheLanguagesWords() async throws {
        let (files, _) = try await Self.build("site:\n  language: de\n")
        let course = String(decoding: try #require(files["courses/alg/index.html"]), as: UTF8.self)
        for shown in ["<dt>Nächste Sitzung</dt>", "<time datetime=\"2026-09-10\">Do 10. Sept. 2026</time>", "2 Studierende · 27 Sitzungen",
                      "<dd>Di, Do 10:00–11:15, N-101</dd>", "<span class=\"week-label\">Woche 1</span> <span class=\"meta\">7.–13. Sept.</span>",
                      "<td class=\"status-Done\">Erledigt</td>", "<a href=\"#course.deadlines\">Fristen</a>", "Stand: Mi 9. Sept. 2026"] {
            #expect(course.contains(shown), "\(shown)")
        }
        let russian = try await Self.build("site:\n  language: ru\n").files
        let home = String(decoding: try #require(russian["index.html"]), as: UTF8.self)
        for shown in ["<caption>Сентябрь 2026</caption>", "<th scope=\"col\" abbr=\"Понедельник\">Пн</th>", "Сегодня, ср, 9 сент. 2026: 1 занятие.",
                      "<p class=\"meta\">27 занятий · 2 студента</p>", "<p class=\"meta\">15 занятий · 1 студент</p>"] {
            #expect(home.contains(shown), "\(shown)")
        }
        let session = String(decoding: try #require(russian["courses/alg/sessions/2026-09-08.html"]), as: UTF8.self)
        #expect(session.contains("data-other=\"Показать сначала новые\" hidden>Показать сначала старые</button>"))
        #expect(session.contains("Из расписания на <a href=\"../../../courses/alg/index.html\">странице курса</a>."))
        let search = String(decoding: try #require(russian["search/index.html"]), as: UTF8.self)
        #expect(search.contains("data-one=\"{n} результат.\" data-few=\"{n} результата.\" data-many=\"{n} результатов.\""))
    }

    @Test func calendarsUseTheLanguageForTheirFixedWords() async throws {
        let (files, _) = try await Self.build("site:\n  language: de\n")
        let calendar = String(decoding: try #require(files["courses/alg/calendar.ics"]), as: UTF8.self)
        #expect(calendar.contains("SUMMARY:Fällig: Final paper (Algebra\\, Proofs & Structures)"))
        #expect(calendar.contains("DESCRIPTION:Final paper ist in 12 Stunden fällig"))
        #expect(calendar.contains("SUMMARY:Fällig: Homework (Algebra\\, Proofs & Structures)"))
        #expect(!calendar.contains("Due:"))
        let feed = String(decoding: try #require(files["feed.xml"]), as: UTF8.self)
        #expect(feed.contains("<title>Canary Test Institute: Notizen</title>"))
    }

    @Test func aBooksOwnTextsReplaceThePhrasebooks() async throws {
        let (files, _) = try await Self.build("""
            site:
              language: de
              strings:
                next_session: Nächster Termin
                n_sessions_other: "{n} Termine"
                week: "KW {n}"
                date_format: "{weekday}, {day}. {month} {year}"

            """)
        let course = String(decoding: try #require(files["courses/alg/index.html"]), as: UTF8.self)
        #expect(course.contains("<dt>Nächster Termin</dt>"))
        #expect(course.contains("2 Studierende · 27 Termine"))
        #expect(course.contains("<span class=\"week-label\">KW 1</span>"))
        #expect(course.contains("Do, 10. Sept. 2026"))
        #expect(!course.contains("Nächste Sitzung"))
    }
}
