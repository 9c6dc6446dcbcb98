import CourseModel
import Foundation

/// Wording and number formats shared by the reports, so every report says things the same way,
/// in the book's language: an instance holds its words; the static helpers serve CSV and JSON,
/// which stay in English and plain numbers whatever the language.
struct ReportText: Sendable {
    /// The phrasebook of the book's language, with the book's own texts.
    let words: SiteWords

    var format: Format { words.format }

    /// `key`'s text.
    subscript(_ key: SiteWords.Key) -> String { words[key] }

    /// `key`'s text with its `{name}`s filled in.
    func fill(_ key: SiteWords.Key, _ values: KeyValuePairs<String, String>) -> String { words.fill(key, values) }

    /// `1 student`, `3 students`, `5 студентов`.
    func count(_ number: Int, _ noun: SiteWords.Noun) -> String { words.count(number, noun) }

    /// Shown in text formats where a value does not exist, e.g. a percentage of zero sessions.
    static let missing = "—"

    /// Where a course has no teacher: the reports and the site's course pages and cards say so
    /// in the same words, so "none yet" is not mistaken for a part left out.
    var noTeacher: String { words[.noTeacher] }

    /// Who teaches `course` (its instructors, `Emmy Noether, Ada Lovelace`; with `withIDs`,
    /// `Emmy Noether (enoether)`), or the words for no teacher yet, with its label (`Teacher`, or
    /// `Teachers` for more than one): the one "who teaches the course" of every report.
    func teachers(of course: Course, in book: CourseBook, withIDs: Bool = false) -> (label: String, names: String) {
        let instructors = book.instructors(of: course)
        let names = instructors.map { withIDs ? "\($0.fullName) (\($0.id))" : $0.fullName }
        return (self[instructors.count > 1 ? .teachers : .teacher], names.isEmpty ? noTeacher : names.joined(separator: ", "))
    }

    /// `Calculus I (math110)`.
    static func heading(_ course: Course) -> String { "\(course.name) (\(course.id))" }

    /// The term line every report carries under its title.
    func term(_ book: CourseBook) -> String {
        fill(.reportTerm, ["term": book.term.name, "start": date(book.term.start), "end": date(book.term.end), "zone": book.term.timeZone])
    }

    /// `2026-10-05`.
    func date(_ date: LocalDate) -> String { format.reportDate(date) }

    /// A day with its weekday: `2026-10-05 (Monday)`.
    func day(_ date: LocalDate) -> String { format.reportDay(date) }

    /// When a report was made, term-local with the zone: `2026-10-05 12:00 (Europe/Berlin)`.
    func generated(_ instant: Instant, _ clock: ZoneClock, _ term: Term) -> String {
        "\(local(instant, clock)) (\(term.timeZone))"
    }

    /// An instant as the term's local date and time to the minute: `2026-10-05 12:00`.
    func local(_ instant: Instant, _ clock: ZoneClock) -> String {
        format.reportDateTime(clock.localDateTime(instant))
    }

    /// Rounds half away from zero to `places` decimals, as people round by hand.
    static func rounded(_ value: Double, places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Points with at most two decimals and no trailing zeros: `3`, `3.5`, `2.25`.
    static func points(_ value: Double) -> String {
        var text = String(format: "%.2f", rounded(value, places: 2))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A percentage with one decimal, or `—` when there is none.
    static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.1f", $0) } ?? missing
    }

    /// Points as a reader of the language writes them: `3.5`, `3,5`.
    func points(_ value: Double) -> String { decimal(Self.points(value)) }

    /// A percentage as a reader of the language writes it: `97.7`, `97,7`, or `—`.
    func percent(_ value: Double?) -> String { decimal(Self.percent(value)) }

    private func decimal(_ number: String) -> String {
        let mark = words[.decimalMark]
        return mark == "." ? number : number.replacingOccurrences(of: ".", with: mark)
    }

    /// A room name, or a placeholder when none is given.
    func room(_ room: String) -> String { room.isEmpty ? words[.noRoom] : room }

    /// A weekday's short name: `Mon`.
    func weekday(_ day: Weekday) -> String { format.weekdaysShort[day.rawValue] }

    /// `yes` or `no`.
    func yes(_ flag: Bool) -> String { words[flag ? .yes : .no] }

    /// A staff role, for one person or several (`SiteWords.role`).
    func role(_ role: StaffRole, plural: Bool = false) -> String { words.role(role, plural: plural) }
}

extension ReportText {
    /// The words of `book`'s language.
    init(_ book: CourseBook) {
        self.init(words: SiteWords(settings: book.settings))
    }

    /// The report `make` writes in these words, carrying them for its renderers.
    func document(_ make: (ReportText) -> ReportDocument) -> ReportDocument {
        var document = make(self)
        document.words = words
        return document
    }
}
