import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// The phrasebook: every language complete, plural forms, dates, and `site.language` /
/// `site.strings` read from `coursebook.yml` with their mistakes located.
@Suite("Site words: phrasebook, plurals, dates, settings")
struct SiteWordsTests {
    // MARK: Every language has every word

    @Test(arguments: SiteLanguage.allCases)
    func everyLanguageHasEveryKey(_ language: SiteLanguage) {
        let book = Phrasebook.of(language)
        let missing = SiteWords.Key.allCases.filter { book.texts[$0] == nil }.map(\.rawValue)
        #expect(missing.isEmpty, "\(language.englishName) lacks \(missing)")
        for noun in SiteWords.Noun.allCases {
            let forms = Set(book.counts[noun]?.keys.map { $0 } ?? [])
            #expect(forms == Set(language.pluralCategories), "\(language.englishName) '\(noun.rawValue)' has \(forms.map(\.rawValue).sorted()), needs \(language.pluralCategories.map(\.rawValue))")
        }
    }

    /// A translation that drops `{n}` or `{link}` would lose the number or the link.
    @Test(arguments: SiteLanguage.allCases)
    func everyTextFillsWhatItsEnglishFills(_ language: SiteLanguage) {
        let book = Phrasebook.of(language)
        for key in SiteWords.Key.allCases {
            let text = book.texts[key] ?? ""
            #expect(SiteWords.placeholders(in: text) == SiteWords.placeholders(of: key.rawValue), "\(language.rawValue) '\(key.rawValue)': \(text)")
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language.rawValue) '\(key.rawValue)' is empty")
            if let count = SiteWords.listLengths[key] {
                #expect(text.split(separator: " ").count == count, "\(language.rawValue) '\(key.rawValue)' needs \(count) words")
            }
        }
        for (noun, forms) in book.counts {
            for (category, form) in forms { #expect(form.contains("{n}"), "\(language.rawValue) n_\(noun.rawValue)_\(category.rawValue)") }
        }
    }

    /// A text left in English is a word not translated: only patterns and the words a language
    /// writes as English does may be the same.
    @Test(arguments: [SiteLanguage.ru, .de, .es])
    func noTranslationIsLeftInEnglish(_ language: SiteLanguage) {
        let same: [SiteLanguage: Set<SiteWords.Key>] = [
            .ru: [.id, .dateTimeFormat, .dayMonthFormat, .dayRangeFormat, .monthYearFormat, .rangeFormat],
            .de: [.bonus, .status, .kindPerson, .name, .id, .dateTimeFormat, .monthYearFormat, .rangeFormat],
            .es: [.id, .no, .dateFormat, .dateTimeFormat, .dayFormat, .dayMonthFormat, .dayRangeFormat, .rangeFormat],
        ]
        let book = Phrasebook.of(language)
        let english = SiteWords.Key.allCases.filter { book.texts[$0] == Phrasebook.english.texts[$0] && !(same[language] ?? []).contains($0) }
        #expect(english.isEmpty, "\(language.englishName) keeps the English of \(english.map(\.rawValue))")
    }

    /// `coursebook templates words` and the loader's "closest key" use this list.
    @Test func theKeysOfALanguageNameItsPluralForms() {
        #expect(SiteWords.keys(of: .ru).contains("n_notes_few"))
        #expect(!SiteWords.keys(of: .de).contains("n_notes_few"))
        #expect(SiteWords.keys(of: .de).contains("n_notes_other"))
        #expect(Set(SiteWords.keys(of: .en)).count == SiteWords.keys(of: .en).count)
    }

    // MARK: Plural forms

    @Test func russianCountsWithOneFewAndMany() {
        let words = SiteWords(language: .ru)
        let notes = [0, 1, 2, 4, 5, 11, 12, 14, 19, 21, 22, 25, 101, 111, 112, 122].map { words.count($0, .notes) }
        #expect(notes == ["0 заметок", "1 заметка", "2 заметки", "4 заметки", "5 заметок", "11 заметок", "12 заметок", "14 заметок",
                          "19 заметок", "21 заметка", "22 заметки", "25 заметок", "101 заметка", "111 заметок", "112 заметок", "122 заметки"])
        #expect(words.count(3, .sessions) == "3 занятия")
        #expect(words.count(27, .sessions) == "27 занятий")
        #expect(words.count(1, .students) == "1 студент")
    }

    @Test func englishGermanAndSpanishCountWithOneAndOther() {
        #expect([0, 1, 2].map { SiteWords.english.count($0, .notes) } == ["0 notes", "1 note", "2 notes"])
        #expect([1, 27].map { SiteWords(language: .de).count($0, .sessions) } == ["1 Sitzung", "27 Sitzungen"])
        #expect([1, 3].map { SiteWords(language: .es).count($0, .sessions) } == ["1 clase", "3 clases"])
        #expect(SiteWords(language: .de).count(12, .hours) == "12 Stunden")
    }

    // MARK: Dates

    @Test func datesInEachLanguage() {
        let day = LocalDate(iso: "2026-11-25")!
        let dates = SiteLanguage.allCases.map { SiteWords(language: $0).format.date(day) }
        #expect(dates == ["Wed 25 Nov 2026", "ср, 25 нояб. 2026", "Mi 25. Nov. 2026", "mié 25 nov 2026"])
        let september = LocalDate(iso: "2026-09-14")!
        #expect(SiteLanguage.allCases.map { SiteWords(language: $0).format.dayAndMonth(september) } == ["Mon 14 Sep", "пн, 14 сент.", "Mo 14. Sept.", "lun 14 sept"])
        let (sunday, monday) = (LocalDate(iso: "2026-09-20")!, LocalDate(iso: "2026-09-28")!)
        #expect(SiteLanguage.allCases.map { SiteWords(language: $0).format.dayRange(september, sunday) } == ["14–20 Sep", "14–20 сент.", "14.–20. Sept.", "14–20 sept"])
        #expect(SiteLanguage.allCases.map { SiteWords(language: $0).format.dayRange(monday, monday.adding(days: 6)) }
                == ["28 Sep – 4 Oct", "28 сент. – 4 окт.", "28. Sept. – 4. Okt.", "28 sept – 4 oct"])
        #expect(SiteLanguage.allCases.map { SiteWords(language: $0).format.monthAndYear(month: 3, year: 2027) } == ["March 2027", "Март 2027", "März 2027", "Marzo de 2027"])
        let timed = LocalDateTime(date: day, secondsOfDay: 17 * 3600)
        #expect(SiteWords(language: .de).format.dateTime(timed) == "Mi 25. Nov. 2026, 17:00")
        #expect(SiteWords(language: .ru).format.days([.monday, .wednesday]) == "пн, ср")
    }

    /// The English formats are the ones the site always wrote.
    @Test func englishDatesAreUnchanged() {
        let format = Format.english
        #expect(format.date(LocalDate(iso: "2026-09-02")!) == "Wed 2 Sep 2026")
        #expect(format.due(.time(LocalDateTime(date: LocalDate(iso: "2026-09-02")!, secondsOfDay: 9 * 3600 + 55 * 60))) == "Wed 2 Sep 2026, 09:55")
        #expect(format.weekdays[6] == "Sunday")
    }

    // MARK: Filling texts

    @Test func valuesAreFilledOnceAndLinksEscaped() {
        let words = SiteWords(language: .en, overrides: ["week": "Week {n} of {n}"])
        #expect(words.fill(.week, ["n": "3"]) == "Week 3 of 3")
        #expect(words.fill(.calendarDue, ["name": "{course}", "course": "Lab"]) == "Due: {course} (Lab)", "a value's braces are not a placeholder")
        let html = SiteWords(language: .en, overrides: ["from_schedule": "From <the> {link}'s plan"]).html(.fromSchedule, links: ["link": ("a\"b.html", "x & y")])
        #expect(html == "From &lt;the&gt; <a href=\"a&quot;b.html\">x &amp; y</a>'s plan")
    }

    @Test func oneReaderOfPlaceholdersAnUnknownOneKeptInTextsAndDroppedInDates() {
        var pieces: [String] = []
        SiteWords.read("a}{b{c} {}{d") { piece in
            switch piece {
            case .text(let run): pieces.append("text:" + run)
            case .placeholder(let name): pieces.append("name:" + name)
            }
        }
        #expect(pieces == ["text:a}{b", "name:c", "text: ", "name:", "text:{d"])
        #expect(SiteWords.placeholders(in: "{a{b} {} {c d} {e_f}") == ["b", "e_f"])
        let words = SiteWords(language: .en, overrides: ["week": "{x}Week {n{n} {}", "date_format": "{weekday}{x} {day}"])
        #expect(words.fill(.week, ["n": "3"]) == "{x}Week {n3 {}")
        #expect(words.format.date(LocalDate(iso: "2026-09-02")!) == "Wed 2")
    }

    // MARK: coursebook.yml

    private func load(_ site: String) throws -> (settings: BookSettings?, diagnostics: [String]) {
        let book = try FixtureBooks.copy("valid-book")
        defer { try? FileManager.default.removeItem(at: book) }
        let config = try String(contentsOf: book.appendingPathComponent("coursebook.yml"), encoding: .utf8)
        try FixtureBooks.write(config + site, "coursebook.yml", in: book)
        let result = Result { () throws(BookError) in try BookLoader(root: book).load() }
        switch result {
        case .success(let loaded): return (loaded.book.settings, loaded.warnings.map(\.description))
        case .failure(.invalid(let diagnostics)): return (nil, diagnostics.map(\.description))
        case .failure(let error): throw error
        }
    }

    @Test func aLanguageIsRead() throws {
        let (settings, diagnostics) = try load("site:\n  language: ru\n")
        #expect(diagnostics.isEmpty)
        #expect(settings?.language == .ru)
        #expect(try load("").settings?.language == .en)
    }

    @Test func anUnknownLanguageIsAnErrorAtItsValueListingTheKnownOnes() throws {
        let (settings, diagnostics) = try load("site:\n  language: fr\n")
        #expect(settings == nil)
        #expect(diagnostics == ["coursebook.yml:10:13: error: 'fr' is not a language the site has words for; known: en (English), ru (Russian), de (German), es (Spanish)"])
        let region = try load("site:\n  language: de-AT\n").diagnostics
        #expect(region == ["coursebook.yml:10:13: error: 'de-AT' is not a language the site has words for; known: en (English), ru (Russian), de (German), es (Spanish); did you mean 'de'?"])
    }

    @Test func overridesAreReadAndUnknownKeysWarnAtTheirLineNamingTheClosestKey() throws {
        let (settings, diagnostics) = try load("""
            site:
              language: de
              strings:
                next_session: Nächster Termin
                nxt_deadline: Abgabe
                n_notes_few: "{n} Notizen"
                week: "KW {n}"

            """)
        #expect(settings?.siteStrings == ["next_session": "Nächster Termin", "week": "KW {n}"])
        #expect(diagnostics == [
            "coursebook.yml:13:5: warning: unknown key 'nxt_deadline' in 'site.strings' is ignored; the closest key is 'next_deadline' (coursebook templates words --language de lists them)",
            "coursebook.yml:14:5: warning: unknown key 'n_notes_few' in 'site.strings' is ignored (German counts with one, other); the closest key is 'n_notes_one' (coursebook templates words --language de lists them)",
        ])
    }

    @Test func anOverrideWithAPlaceholderItsKeyDoesNotFillOrAWrongWordListWarns() throws {
        let (settings, diagnostics) = try load("""
            site:
              strings:
                week: "Week {number}"
                months_short: Jan Feb Mar
                calendar: [not, text]

            """)
        #expect(settings == nil)
        #expect(diagnostics == [
            "coursebook.yml:11:11: warning: 'week' in 'site.strings' uses {number}, which the site does not fill (it has {n}); the built-in text is used",
            "coursebook.yml:12:19: warning: 'months_short' in 'site.strings' must be 12 words separated by spaces, found 3; the built-in text is used",
            "coursebook.yml:13:15: error: 'calendar' in 'site.strings' must be a text, found a list",
        ])
    }

    /// What `coursebook templates words` prints reads back under `site.strings` without a warning,
    /// every text as the phrasebook has it.
    @Test(arguments: SiteLanguage.allCases)
    func theWordsListingIsValidSiteStrings(_ language: SiteLanguage) throws {
        let listing = SiteWordsListing.yaml(language).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { "    " + $0 }
        let (settings, diagnostics) = try load("site:\n  language: \(language.rawValue)\n  strings:\n" + listing.joined(separator: "\n") + "\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let words = SiteWords(language: language)
        #expect(settings?.siteStrings.count == SiteWords.keys(of: language).count)
        for key in SiteWords.Key.allCases { #expect(settings?.siteStrings[key.rawValue] == words[key], "\(key.rawValue)") }
    }

    @Test func overridesReplaceTheLanguagesWordsAndPluralForms() {
        let words = SiteWords(language: .ru, overrides: ["next_session": "Ближайшая пара", "n_sessions_few": "{n} пары", "months_short": "янв фев мар апр мая июн июл авг сен окт ноя дек"])
        #expect(words[.nextSession] == "Ближайшая пара")
        #expect(words.count(3, .sessions) == "3 пары")
        #expect(words.count(5, .sessions) == "5 занятий")
        #expect(words.format.date(LocalDate(iso: "2026-09-14")!) == "пн, 14 сен 2026")
        #expect(words.templateObject["next_session"] == .string("Ближайшая пара"))
    }

    // MARK: Templates

    /// Every word a default site or report template prints comes from the phrasebook: outside its
    /// tags and Mustache names a template holds no letters, nor do the attributes people read or hear.
    @Test func noSiteTemplateHardCodesAWord() throws {
        let allowed: Set<String> = ["HTML", "Markdown"]  // file formats, the same in every language
        let checked = EmbeddedTemplates.files.filter { $0.key.hasSuffix(".html.mustache") }
        #expect(checked.keys.contains("report.html.mustache") && checked.keys.contains("report-contents.html.mustache"))
        for (name, text) in checked {
            let bare = text.replacingOccurrences(of: #"\{\{[^}]*\}\}\}?"#, with: " ", options: .regularExpression)
            let content = bare.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
                .replacingOccurrences(of: #"&[a-z]+;"#, with: " ", options: .regularExpression)
            var words = content.split(whereSeparator: { !$0.isLetter }).map(String.init)
            for attribute in ["title", "aria-label", "abbr", "alt", "placeholder", "label"] {
                let values = bare.matches(of: try Regex("\(attribute)=\"([^\"]*)\"")).map { String($0.output[1].substring ?? "") }
                words += values.flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) }
            }
            let left = words.filter { !allowed.contains($0) && $0 != "DOCTYPE" && $0 != "html" }
            #expect(left.isEmpty, "\(name) prints \(left) itself; give them a phrasebook key")
        }
    }

    /// The layout writes `dir` for a right-to-left language; none of the four is, so the plumbing
    /// is checked with the value a right-to-left phrasebook would give.
    @Test func theLayoutWritesTheLanguageAndARightToLeftDirection() throws {
        let templates = try TemplateLibrary.load()
        let page: TemplateObject = ["lang": "ar", "dir": .string(TextDirection.rightToLeft.rawValue), "words": .object(SiteWords.english.templateObject)]
        #expect(templates.render("404.html", page).contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(templates.render("404.html", ["lang": "de"]).contains("<html lang=\"de\">"))
        #expect(SiteLanguage.allCases.allSatisfy { $0.direction == .leftToRight })
    }

    /// `SiteWords.role`: the one naming of a staff role, for the course pages, people pages and
    /// reports: the standard roles in the language, a book's own role capitalised as written.
    @Test func aStaffRoleIsNamedInTheLanguageOrAsTheBookWritesIt() {
        let english = SiteWords(language: .en), german = SiteWords(language: .de)
        #expect(english.role(.instructor) == "Instructor")
        #expect(english.role(.ta, plural: true) == "Teaching assistants")
        #expect(german.role(.ta) == "Tutor:in")
        let grader = StaffRole(rawValue: "grader")
        #expect(english.role(grader) == "Grader")
        #expect(english.role(grader, plural: true) == "Graders")
        #expect(german.role(grader, plural: true) == "Grader")
        #expect(english.format.times(LocalTime(text: "09:00")!, LocalTime(text: "10:30")!) == "09:00–10:30")
    }

    /// The English weekday words are the model's (`Weekday.name`, `shortName`), byte for byte.
    @Test func englishWeekdaysAreTheModels() {
        let english = SiteWords(language: .en)
        #expect(english[.weekdays] == "Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
        #expect(english[.weekdaysShort] == "Mon Tue Wed Thu Fri Sat Sun")
    }

    /// The English names of days and months are the model's and `MonthName`'s, written out here once.
    @Test func englishDayAndMonthNamesAreTheModels() {
        #expect(SiteWords.english[.months] == "January February March April May June July August September October November December")
        #expect(SiteWords.english[.monthsShort] == "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec")
        #expect(SiteWords.english[.weekdaysInText] == "Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
        #expect(SiteWords.english[.weekdaysInText] == SiteWords.english[.weekdays])
    }
}
