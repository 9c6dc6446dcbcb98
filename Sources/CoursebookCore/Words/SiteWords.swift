import CourseModel

/// Every fixed word the site pages, feed, calendars and printable reports show, in the book's
/// language (`site.language`) with the book's own texts (`site.strings`) in their place. Templates
/// read them as `words.KEY`; Swift code fills the texts that carry values (`Week {n}`) and counts
/// nouns with the language's plural rules. Dates come from `format`, made from the same words.
package struct SiteWords: Sendable {
    /// The language the words are in.
    package let language: SiteLanguage
    private let texts: [Key: String]
    private let counts: [Noun: [PluralCategory: String]]
    /// Dates and times in this language.
    package let format: Format
    /// The `words` object of every page's template context.
    package let templateObject: TemplateObject

    /// English with no overrides: the words of a book that chose nothing.
    package static let english = SiteWords(language: .en)

    /// The words of `language`, with `overrides` (phrasebook key → text) replacing its own; keys the
    /// language does not have are ignored, as the loader already warned about them.
    package init(language: SiteLanguage, overrides: [String: String] = [:]) {
        let book = Phrasebook.of(language)
        var texts = book.texts
        var counts = book.counts
        for (name, text) in overrides {
            if let key = Key(rawValue: name) {
                texts[key] = text
            } else if let (noun, category) = Self.countKey(name), language.pluralCategories.contains(category) {
                counts[noun, default: [:]][category] = text
            }
        }
        self.language = language
        self.texts = texts
        self.counts = counts
        format = Format(texts: texts)
        var object = TemplateObject()
        for key in Key.allCases { object[key.rawValue] = .string(texts[key] ?? Phrasebook.english.texts[key] ?? "") }
        templateObject = object
    }

    /// The words a book's settings ask for.
    package init(settings: BookSettings) {
        self.init(language: settings.language, overrides: settings.siteStrings)
    }

    /// The text of `key`; English where a language lacks it (a test makes sure none does).
    package subscript(_ key: Key) -> String {
        texts[key] ?? Phrasebook.english.texts[key] ?? key.rawValue
    }

    /// `key`'s text with each `{name}` replaced by its value, as plain text.
    package func fill(_ key: Key, _ values: KeyValuePairs<String, String>) -> String {
        Self.fill(self[key], values)
    }

    /// `key`'s text as HTML for element content: the text escaped, then each `{name}` replaced by a
    /// link, escaped as the templates escape values. The text itself needs only `&`, `<` and `>`
    /// escaped in content, so the English texts keep their apostrophes as the templates wrote them.
    package func html(_ key: Key, links: KeyValuePairs<String, (href: String, text: String)>) -> String {
        Self.substitute(HTMLEscaping.escapeElementContent(self[key])) { name in
            links.first { $0.key == name }.map { "<a href=\"\(HTMLEscaping.escape($0.value.href))\">\(HTMLEscaping.escape($0.value.text))</a>" }
        }
    }

    /// A staff role as a reader sees it, for one person or several: the standard roles in the
    /// language (`Instructor`, `Teaching assistants`), a role the book defines as the book writes
    /// it, capitalised (`StaffRole.title`). The one naming of a role, for pages and reports.
    package func role(_ role: StaffRole, plural: Bool = false) -> String {
        switch (role, plural) {
        case (.instructor, false): self[.roleInstructor]
        case (.instructor, true): self[.roleInstructors]
        case (.coInstructor, false): self[.roleCoInstructor]
        case (.coInstructor, true): self[.roleCoInstructors]
        case (.ta, false): self[.roleTA]
        case (.ta, true): self[.roleTAs]
        case (_, false): role.title
        case (_, true): fill(.rolePlural, ["role": role.title])
        }
    }

    /// `1 note`, `3 notes`, `5 заметок`: `number` with the plural form of `noun` its language asks for.
    package func count(_ number: Int, _ noun: Noun) -> String {
        let category = language.pluralCategory(number)
        let forms = counts[noun] ?? Phrasebook.english.counts[noun] ?? [:]
        let form = forms[category] ?? forms[.other] ?? Phrasebook.english.counts[noun]?[.other] ?? "{n}"
        return Self.fill(form, ["n": String(number)])
    }

    /// Every form of `noun`, by plural category in the language's order: what the search page's
    /// script picks from with the browser's plural rules.
    package func forms(_ noun: Noun) -> [(category: PluralCategory, text: String)] {
        language.pluralCategories.map { ($0, counts[noun]?[$0] ?? "") }
    }

    /// The phrasebook keys of `language` in their documented order: every text key, then each
    /// noun's plural forms.
    package static func keys(of language: SiteLanguage) -> [String] {
        Key.allCases.map(\.rawValue) + Noun.allCases.flatMap { noun in language.pluralCategories.map { countKey(noun, $0) } }
    }

    /// `n_notes_few`: the key of one plural form.
    package static func countKey(_ noun: Noun, _ category: PluralCategory) -> String { "n_\(noun.rawValue)_\(category.rawValue)" }

    /// The noun and category a plural-form key names.
    static func countKey(_ name: String) -> (Noun, PluralCategory)? {
        guard name.hasPrefix("n_"), let cut = name.lastIndex(of: "_"), cut > name.index(name.startIndex, offsetBy: 1),
              let category = PluralCategory(rawValue: String(name[name.index(after: cut)...])),
              let noun = Noun(rawValue: String(name[name.index(name.startIndex, offsetBy: 2)..<cut])) else { return nil }
        return (noun, category)
    }

    /// The `{name}` placeholders a key's English text has, which a book's text may use.
    package static func placeholders(of name: String) -> Set<String> {
        let text: String? = Key(rawValue: name).flatMap { Phrasebook.english.texts[$0] } ?? countKey(name).map { _ in "{n}" }
        return placeholders(in: text ?? "")
    }

    /// The `{name}` placeholders written in `text`: those whose name is letters and underscores.
    package static func placeholders(in text: String) -> Set<String> {
        var found: Set<String> = []
        read(text) { piece in
            if case .placeholder(let name) = piece, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "_" }) { found.insert(String(name)) }
        }
        return found
    }

    /// A run of a phrasebook text: plain text, or a placeholder's name (without its braces).
    enum TextPiece {
        case text(Substring), placeholder(Substring)
    }

    /// The one reader of the `{name}` placeholder syntax, for `fill`, the links of `html`,
    /// `placeholders(in:)` and `Format`'s date patterns: `text` in order as plain runs and
    /// placeholders. A placeholder is `{`, then no brace, then `}` (so `{a{b}` is the text `{a` and
    /// the placeholder `b`); every other brace is text. Works on UTF-8 bytes: braces are ASCII, and
    /// the words of every page and count pass here.
    static func read(_ text: String, _ visit: (TextPiece) -> Void) {
        let bytes = text.utf8
        var copied = bytes.startIndex
        var open: String.Index?
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "{"): open = index
            case UInt8(ascii: "}"):
                if let start = open {
                    if copied < start { visit(.text(text[copied..<start])) }
                    visit(.placeholder(text[bytes.index(after: start)..<index]))
                    copied = bytes.index(after: index)
                    open = nil
                }
            default: break
            }
            index = bytes.index(after: index)
        }
        if copied < bytes.endIndex { visit(.text(text[copied...])) }
    }

    /// The keys whose text is a list of words separated by spaces, with how many words each needs.
    package static let listLengths: [Key: Int] = [
        .months: 12, .monthsShort: 12, .weekdays: 7, .weekdaysShort: 7, .weekdaysNarrow: 7, .weekdaysInText: 7, .attendanceLetters: 4,
    ]

    /// The words of `key`, a word list, or English's when the book's text has the wrong count
    /// (which the loader warns about).
    package func list(_ key: Key) -> [String] {
        Self.list(key, in: texts)
    }

    static func list(_ key: Key, in texts: [Key: String]) -> [String] {
        let words = (texts[key] ?? "").split(separator: " ").map(String.init)
        if words.count == listLengths[key] { return words }
        return (Phrasebook.english.texts[key] ?? "").split(separator: " ").map(String.init)
    }

    static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        substitute(text) { name in values.first { $0.key == name }?.value }
    }

    /// `text` with each `{name}` that `value` knows replaced, in one pass, so a value holding
    /// braces (a course named `{Lab}`) is never taken for a placeholder; an unknown one stays as
    /// written.
    private static func substitute(_ text: String, _ value: (Substring) -> String?) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var out = ""
        read(text) { piece in
            switch piece {
            case .text(let run): out += run
            case .placeholder(let name):
                if let replacement = value(name) { out += replacement } else { out += "{" + name + "}" }
            }
        }
        return out
    }
}

extension SiteWords {
    /// A fixed word or sentence; the raw value is its key in `site.strings` and in templates.
    package enum Key: String, CaseIterable, Sendable {
        // Every page: header, navigation, footer.
        case skipLink = "skip_link", navLabel = "nav_label", navHome = "nav_home", navCourses = "nav_courses"
        case navTeachers = "nav_teachers", navPlaces = "nav_places", navSearch = "nav_search", navReports = "nav_reports"
        case breadcrumbs, audiencePublic = "audience_public", audienceStaff = "audience_staff", asOf = "as_of", built
        case termCalendarFile = "term_calendar_file", notesFeed = "notes_feed", feedTitle = "feed_title"
        case notFound = "not_found", notFoundText = "not_found_text", homePageLink = "home_page_link", searchLink = "search_link"
        // The home page.
        case thisWeek = "this_week", thisWeekAndNext = "this_week_and_next", nextWeek = "next_week", today
        case day, time, course, topic, room, notes, noSessionsLeft = "no_sessions_left"
        case upcomingDeadlines = "upcoming_deadlines", coursePage = "course_page", noDeadlinesSoon = "no_deadlines_soon"
        case recentNotes = "recent_notes", noRecentNotes = "no_recent_notes", coursesBySubject = "courses_by_subject"
        case termCalendar = "term_calendar", noClasses = "no_classes", dueOnDay = "due_on_day"
        case legendHoliday = "legend_holiday", legendDeadline = "legend_deadline", legendToday = "legend_today", legendOutside = "legend_outside"
        // Course pages and their sessions.
        case comingUp = "coming_up", nextSession = "next_session", nextDeadline = "next_deadline", profile, subject, branch
        case teacher, teachers, noTeacher = "no_teacher", meets, size, calendar, calendarLink = "calendar_link"
        case staff, office, officeHours = "office_hours", contents, syllabus, fromPageAt = "from_page_at", pageUnreadable = "page_unreadable"
        case deadlines, what, due, from, status, sourceProject = "source_project", sourceCoursePage = "source_course_page"
        case statusOpen = "status_open", statusDone = "status_done", statusOverdue = "status_overdue"
        case statusUpcoming = "status_upcoming", statusPassed = "status_passed"
        case sessions, noSessionsPlanned = "no_sessions_planned", week, outsideWeeks = "outside_weeks"
        case roster, student, email, present, late, absent, excused, bonus, next, reading, materials
        case roleInstructor = "role_instructor", roleCoInstructor = "role_co_instructor", roleTA = "role_ta"
        case dueBeforeNext = "due_before_next", fromSchedule = "from_schedule", fromScheduleLink = "from_schedule_link"
        case showOldestFirst = "show_oldest_first", showNewestFirst = "show_newest_first", newestFirst = "newest_first", oldestFirst = "oldest_first"
        case noNotesYet = "no_notes_yet", written
        // Teachers, places, people and the staff reports index.
        case staffProfile = "staff_profile", coursesTaught = "courses_taught", noCourseThisTerm = "no_course_this_term"
        case rooms, weeklyTimetable = "weekly_timetable", noWeeklySessions = "no_weekly_sessions", oneOff = "one_off"
        case role, coursesStudied = "courses_studied", bonusPoints = "bonus_points", date, reason, points
        case personStudent = "person_student", personTeacher = "person_teacher", personStaff = "person_staff"
        case reportsIntro = "reports_intro", wholeBook = "whole_book", byCourse = "by_course"
        // The search page and its script.
        case searchLabel = "search_label", searchButton = "search_button", searchHint = "search_hint", searchNone = "search_none"
        case menu, headerSearch = "header_search", courseNav = "course_nav"
        case searchNoscript = "search_noscript", coursesIndexLink = "courses_index_link", kindTask = "kind_task", kindNote = "kind_note", kindPerson = "kind_person"
        // Calendar events.
        case calendarDue = "calendar_due", calendarReminder = "calendar_reminder", calendarOfficeHours = "calendar_office_hours"
        // Printable reports (`coursebook report` and the staff site's reports/): titles, then
        // labels and column heads, then sentences. CSV headers and JSON keys stay English.
        case reportRoster = "report_roster", reportTeachers = "report_teachers", reportCourse = "report_course", personProfile = "person_profile"
        case reportAttendance = "report_attendance", reportNotes = "report_notes", reportSignin = "report_signin"
        case term, generated, name, id, reportEmail = "report_email", field, value, students, projects, project, session
        case start, end, remark, first, last, when, deadline, totals, courses, courseIDs = "course_ids", signature, numberSign = "number_sign"
        case yes, no, projectDone = "project_done", projectOpen = "project_open", projectOverdue = "project_overdue", dueToday = "due_today"
        case roleInstructors = "role_instructors", roleCoInstructors = "role_co_instructors", roleTAs = "role_tas", rolePlural = "role_plural"
        case noStudentsEnrolled = "no_students_enrolled", noSessions = "no_sessions", noNotes = "no_notes", noNotesInPeriod = "no_notes_in_period"
        case noProjects = "no_projects", noBonusEntries = "no_bonus_entries", noTeachers = "no_teachers", teachersWithoutCourses = "teachers_without_courses"
        case noRegularMeetings = "no_regular_meetings", noRoom = "no_room", noPerson = "no_person", meetingInRoom = "meeting_in_room"
        case reportTerm = "report_term", reportPart = "report_part", sessionsTaken = "sessions_taken", attendanceUpTo = "attendance_up_to"
        case belowFlagged = "below_flagged", belowColumn = "below_column", belowNone = "below_none", belowSome = "below_some"
        case attendanceLetters = "attendance_letters", projectCounts = "project_counts", statusAsOf = "status_as_of"
        case deadlinesWindow = "deadlines_window", noDeadlinesInWindow = "no_deadlines_in_window", noteLine = "note_line", noteLineCourse = "note_line_course"
        case sessionOf = "session_of", recentWindow = "recent_window", signinEnrolled = "signin_enrolled", decimalMark = "decimal_mark"
        // Dates: word lists (separated by spaces) and the patterns that place them.
        case months, monthsShort = "months_short", weekdays, weekdaysShort = "weekdays_short", weekdaysNarrow = "weekdays_narrow"
        case dateFormat = "date_format", dayFormat = "day_format", dayMonthFormat = "day_month_format", dayRangeFormat = "day_range_format"
        case rangeFormat = "range_format", monthYearFormat = "month_year_format", dateTimeFormat = "date_time_format"
        // Dates in printable reports, numeric as printed lists write them (English: ISO 8601).
        case weekdaysInText = "weekdays_in_text", reportDateFormat = "report_date_format", reportDayFormat = "report_day_format"
        case reportShortDayFormat = "report_short_day_format", reportDateTimeFormat = "report_date_time_format"
        case reportDueTimeFormat = "report_due_time_format", reportColumnDateFormat = "report_column_date_format"
    }

    /// A noun shown with a number; its forms are the keys `n_NOUN_CATEGORY`.
    package enum Noun: String, CaseIterable, Sendable {
        case students, sessions, notes, courses, hours, days, inDays = "in_days", entries, results
    }
}

extension SiteLanguage {
    /// The plural forms a counted noun has in this language (CLDR, whole numbers only).
    package var pluralCategories: [PluralCategory] {
        switch self {
        case .ru: [.one, .few, .many]
        case .en, .de, .es: [.one, .other]
        }
    }

    /// Which form `number` takes: Russian `1, 21 заметка`, `2–4, 22 заметки`, `5–20, 11–14 заметок`.
    package func pluralCategory(_ number: Int) -> PluralCategory {
        switch self {
        case .ru:
            let (ten, hundred) = (abs(number) % 10, abs(number) % 100)
            if ten == 1, hundred != 11 { return .one }
            if (2...4).contains(ten), !(12...14).contains(hundred) { return .few }
            return .many
        case .en, .de, .es:
            return number == 1 ? .one : .other
        }
    }
}
