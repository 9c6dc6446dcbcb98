import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// Printable reports in the book's language: golden German reports, no English fixed word left in
/// Russian and German ones, machine formats unchanged, report dates in each language, and the
/// staff site's reports.
@Suite("Reports in the book's language")
struct ReportLanguageTests {
    /// The report fixture book in `language`, with `strings` of its own.
    static func book(_ language: SiteLanguage, strings: [String: String] = [:]) throws -> CourseBook {
        var book = try ReportFixture.book()
        book.settings.language = language
        book.settings.siteStrings = strings
        return book
    }

    static func document(_ kind: ReportKind, _ book: CourseBook, _ configure: (inout ReportOptions) -> Void = { _ in }) throws -> ReportDocument {
        var options = ReportFixture.options(book)
        configure(&options)
        return try ReportBuilder(book: book).document(kind, options: options)
    }

    // MARK: Golden German reports

    @Test func germanCourseAndAttendanceMatrixMatchTheirGoldenFiles() throws {
        let book = try Self.book(.de)
        let templates = try TemplateLibrary.load()
        let course = try Self.document(.course, book)
        let matrix = try Self.document(.attendance, book) { $0.matrix = true }
        for (name, document) in [("de-course", course), ("de-attendance-matrix", matrix)] {
            try ReportFixture.expectGolden(MarkdownReportRenderer.render(document), "\(name).md")
            try ReportFixture.expectGolden(HTMLReportRenderer.render(document, templates: templates), "\(name).html")
        }
    }

    // MARK: No English fixed word

    /// What the fixture book itself wrote, longest first, so a longer text goes before a part of it.
    static func bookData(_ book: CourseBook) -> [String] {
        var data = [book.title, book.term.name, book.term.timeZone] + book.term.holidays.map(\.name)
        for course in book.courses {
            data += [ReportText.heading(course), course.name, course.id, course.subject, course.branch] + course.meetings.map(\.room)
            data += book.sessions(of: course.id).flatMap { [$0.room, $0.title] }
        }
        data += book.people.flatMap { [$0.fullName, $0.sortName, $0.email, $0.id] }
        data += book.projects.map(\.name) + book.bonus.map(\.reason) + book.notes.flatMap { [$0.title, $0.body] }
        return data.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// The words a report shows, people and screen readers alike: the Markdown's text, or the HTML
    /// page's text and the attributes read aloud, without the stylesheet and the book's own texts.
    static func shownWords(_ report: String, html: Bool, bookData: [String]) throws -> [String] {
        var shown = report
        if html {
            let page = report.replacingOccurrences(of: #"(?s)<style>.*?</style>"#, with: " ", options: .regularExpression)
            shown = page.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
            for attribute in ["title", "aria-label", "abbr", "alt"] {
                shown += " " + page.matches(of: try Regex("\(attribute)=\"([^\"]*)\"")).map { String($0.output[1].substring ?? "") }.joined(separator: " ")
            }
            shown = shown.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        } else {
            // Markdown escapes punctuation in the book's texts; unescaped, they are found again.
            shown = shown.replacingOccurrences(of: #"\\(.)"#, with: "$1", options: .regularExpression)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        }
        for text in bookData { shown = shown.replacingOccurrences(of: text, with: " ") }
        return shown.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    static let checked: [(name: String, kind: ReportKind, configure: @Sendable (inout ReportOptions) -> Void)] = [
        ("course", .course, { _ in }),
        ("course alg", .course, { $0.courseID = "alg" }),
        ("attendance", .attendance, { $0.matrix = true; $0.below = 75 }),
        ("attendance alg", .attendance, { $0.courseID = "alg"; $0.matrix = true; $0.below = 50 }),
        ("signin", .signin, { $0.courseID = "prog"; $0.sessionDate = LocalDate(iso: "2026-10-10") }),
    ]

    @Test(arguments: [SiteLanguage.ru, .de])
    func courseAttendanceAndSigninShowNoEnglishFixedWord(_ language: SiteLanguage) throws {
        let book = try Self.book(language)
        let templates = try TemplateLibrary.load()
        let english = SiteLanguageTests.englishWords(except: language)
        let data = Self.bookData(book)
        for (name, kind, configure) in Self.checked {
            let document = try Self.document(kind, book, configure)
            for (format, text) in [("md", MarkdownReportRenderer.render(document)), ("html", HTMLReportRenderer.render(document, templates: templates))] {
                let left = try Self.shownWords(text, html: format == "html", bookData: data).filter { english.contains($0.lowercased()) }
                #expect(left.isEmpty, "\(language.rawValue) \(name) (\(format)) shows English \(Set(left).sorted())")
            }
            #expect(HTMLReportRenderer.render(document, templates: templates).contains("<html lang=\"\(language.rawValue)\">"), "\(name)")
        }
    }

    /// The check above would pass on a report of book data alone: the reports do show the language's words.
    @Test func theReportsShowTheLanguagesWords() throws {
        let german = try Self.document(.attendance, try Self.book(.de)) { $0.courseID = "alg"; $0.matrix = true; $0.below = 75 }
        let markdown = MarkdownReportRenderer.render(german)
        for shown in ["# Anwesenheit", "- Datum: Montag, 05.10.2026", "- Erstellt: 05.10.2026, 23:59 (Europe/Berlin)",
                      "- Semester: Autumn 2026, 07.09.2026 bis 16.10.2026 (Europe/Berlin)", "Bis zum 05.10.2026; Punkte: anwesend 1, verspätet 0,5.",
                      "| Name | ID | Anwesend | Verspätet | Abwesend | Entschuldigt | Punkte | % | Unter 75 % | 07.09. |", "| 3,5 | 87,5 |",
                      "Unterschrift (Emmy Noether): ________________________________ Datum: ______________"] {
            #expect(markdown.contains(shown), "\(shown)")
        }
        let russian = try Self.book(.ru)
        let signin = MarkdownReportRenderer.render(try Self.document(.signin, russian) { $0.courseID = "prog"; $0.sessionDate = LocalDate(iso: "2026-10-10") })
        for shown in ["# Лист регистрации", "- Дата: суббота, 10.10.2026", "| № | ФИО | ID | Подпись | Время |", "в списке: 3 студента;"] {
            #expect(signin.contains(shown), "\(shown)")
        }
        let deadlines = MarkdownReportRenderer.render(try Self.document(.deadlines, russian))
        #expect(deadlines.contains("(14 дней)."))
        #expect(deadlines.contains("| через 1 день |") && deadlines.contains("| через 4 дня |"), "\(deadlines)")
    }

    /// A table too wide for one page prints in parts whose captions are in the language.
    @Test func aSplitTableCaptionsItsPartsInTheLanguage() throws {
        let columns = ["Nombre"] + (1...60).map { String(format: "%02d/10", $0 % 31 + 1) }
        var document = ReportDocument(title: "Asistencia", sections: [
            ReportSection(heading: "Álgebra", table: ReportTable(columns: columns, rows: [["Baker, Zoë"] + Array(repeating: "P", count: 60)])),
        ], json: .null)
        document.words = SiteWords(language: .es)
        let html = HTMLReportRenderer.render(document, templates: try TemplateLibrary.load())
        #expect(html.contains("<caption>Parte 1 de "), "no split table")
        #expect(html.contains(": columnas de 02/10 a "))
        #expect(!html.contains("Part 1 of"))
        #expect(html.contains("<html lang=\"es\">"))
    }

    // MARK: Machine formats stay as they were

    /// CSV and JSON are for programs: the same in every language, but for JSON's `report.title`,
    /// the title as shown.
    @Test(arguments: ReportGoldenTests.cases)
    func csvAndJsonAreTheSameInEveryLanguage(_ testCase: ReportGoldenTests.Case) throws {
        let english = try Self.document(testCase.kind, try ReportFixture.book(), testCase.configure)
        let templates = try TemplateLibrary.load()
        for language in [SiteLanguage.ru, .de, .es] {
            let other = try Self.document(testCase.kind, try Self.book(language), testCase.configure)
            #expect(ReportFormat.csv.render(other, templates: templates) == ReportFormat.csv.render(english, templates: templates), "\(language.rawValue) \(testCase.name)")
            let json = ReportFormat.json.render(other, templates: templates)
                .replacingOccurrences(of: "\"title\": \(JSONValue.string(other.title).serialized(pretty: false))", with: "\"title\": \(JSONValue.string(english.title).serialized(pretty: false))")
            #expect(json == ReportFormat.json.render(english, templates: templates), "\(language.rawValue) \(testCase.name)")
        }
    }

    // MARK: Dates and numbers

    @Test func reportDatesInEachLanguage() {
        let day = LocalDate(iso: "2026-10-05")!
        let formats = SiteLanguage.allCases.map { SiteWords(language: $0).format }
        #expect(formats.map { $0.reportDate(day) } == ["2026-10-05", "05.10.2026", "05.10.2026", "05/10/2026"])
        #expect(formats.map { $0.reportDay(day) } == ["2026-10-05 (Monday)", "понедельник, 05.10.2026", "Montag, 05.10.2026", "lunes 05/10/2026"])
        #expect(formats.map { $0.reportShortDay(day) } == ["2026-10-05 (Mon)", "пн, 05.10.2026", "Mo, 05.10.2026", "lun 05/10/2026"])
        #expect(formats.map { $0.reportColumnDate(day) } == ["10-05", "05.10", "05.10.", "05/10"])
        let evening = LocalDateTime(date: day, secondsOfDay: 18 * 3600)
        #expect(formats.map { $0.reportDateTime(evening) } == ["2026-10-05 18:00", "05.10.2026, 18:00", "05.10.2026, 18:00", "05/10/2026, 18:00"])
        #expect(formats.map { $0.reportDue(.time(evening)) } == ["2026-10-05T18:00", "05.10.2026, 18:00", "05.10.2026, 18:00", "05/10/2026, 18:00"])
    }

    /// English reports write dates as they always did: ISO 8601, due times with `T` and seconds.
    @Test func englishReportDatesAreTheISOForms() {
        let format = Format.english
        for offset in stride(from: -800_000, through: 800_000, by: 997) {
            let date = LocalDate(dayNumber: offset)
            #expect(format.reportDate(date) == date.description)
            #expect(format.reportDay(date) == "\(date) (\(date.weekday.name))")
            #expect(format.reportColumnDate(date) == String(date.description.dropFirst(5)))
        }
        for seconds in [0, 59, 9 * 3600 + 5 * 60, 23 * 3600 + 59 * 60 + 30] {
            let local = LocalDateTime(date: LocalDate(iso: "2026-10-09")!, secondsOfDay: seconds)
            #expect(format.reportDue(.time(local)) == DueDate.time(local).description)
        }
    }

    @Test func numbersTakeTheLanguagesDecimalMark() {
        #expect(ReportText(words: .english).points(3.5) == "3.5")
        #expect(ReportText(words: SiteWords(language: .de)).points(3.5) == "3,5")
        #expect(ReportText(words: SiteWords(language: .ru)).percent(87.5) == "87,5")
        #expect(ReportText(words: SiteWords(language: .es)).percent(nil) == "—")
        #expect(ReportText(words: SiteWords(language: .de)).points(2) == "2")
    }

    /// Russian counts with one, few and many here as on the site.
    @Test func russianCountsDaysAndEntries() {
        let words = SiteWords(language: .ru)
        #expect([1, 2, 5, 21, 22, 11].map { words.count($0, .inDays) } == ["через 1 день", "через 2 дня", "через 5 дней", "через 21 день", "через 22 дня", "через 11 дней"])
        #expect([1, 3, 7].map { words.count($0, .entries) } == ["1 запись", "3 записи", "7 записей"])
        #expect(SiteWords(language: .de).count(3, .inDays) == "in 3 Tagen")
    }

    // MARK: A book's own texts

    @Test func aBooksOwnTextsReplaceTheReportsWords() throws {
        let book = try Self.book(.de, strings: ["report_attendance": "Anwesenheitsliste", "decimal_mark": ".", "attendance_letters": "X V F E",
                                                "report_date_format": "{year}-{mm}-{dd}", "signature": "Unterschrift Lehrperson"])
        let markdown = MarkdownReportRenderer.render(try Self.document(.attendance, book) { $0.courseID = "alg"; $0.matrix = true })
        #expect(markdown.hasPrefix("# Anwesenheitsliste\n"))
        #expect(markdown.contains("| 3.5 | 87.5 |"))
        #expect(markdown.contains("- Datum: Montag, 2026-10-05"))
        #expect(markdown.contains("| X | V | X | X |"), "\(markdown)")
        #expect(markdown.contains("Unterschrift Lehrperson (Emmy Noether):"))
    }

    // MARK: The staff site

    @Test func theStaffSitesReportsAreInTheLanguage() async throws {
        let (files, bookData) = try await SiteLanguageTests.build("site:\n  language: de\n", audience: .staff)
        let english = SiteLanguageTests.englishWords(except: .de)
        let index = try #require(files["reports/index.html"])
        let left = SiteLanguageTests.shownWords(index, bookData: bookData).filter { english.contains($0.lowercased()) }
        #expect(left.isEmpty, "reports/index.html shows English \(Set(left).sorted())")
        let text = String(decoding: index, as: UTF8.self)
        for title in ["Anwesenheit: <a", "Teilnehmendenliste: <a", "Lehrende nach Fach: <a", "Kursprofil: <a", "Bonuspunkte: <a", "Neue Notizen: <a"] {
            #expect(text.contains(title), "\(title)")
        }
        let attendance = String(decoding: try #require(files["reports/attendance.html"]), as: UTF8.self)
        #expect(attendance.contains("<html lang=\"de\">"))
        #expect(attendance.contains("<title>Anwesenheit</title>"))
    }
}
