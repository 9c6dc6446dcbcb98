import CourseModel
import Foundation

/// Reads `coursebook.yml`.
struct BookConfigLoader {
    static let fileName = BookLayout.settingsFile
    /// Section kinds whose heading words a book may extend under `syllabus.sections`: every
    /// `SectionKind` but `other`, which no heading word names.
    static let sectionKinds = SectionKind.allCases.filter { $0 != .other }.map(\.rawValue)

    let file: BookFile

    func load(diagnostics: inout [Diagnostic]) -> BookConfig? {
        guard let text = file.readText(diagnostics: &diagnostics) else { return nil }
        let source = YAMLSource(path: file.relativePath)
        guard let root = source.compose(text, diagnostics: &diagnostics) else {
            if !diagnostics.hasErrors {
                diagnostics.append(.error(SourceLocation(path: file.relativePath, line: 1, column: 1), "file is empty; it needs at least 'title' and 'term'"))
            }
            return nil
        }
        guard let top = YAMLMapping(root, what: Self.fileName, diagnostics: &diagnostics) else { return nil }
        top.warnAboutUnknownKeys(allowed: ["title", "term", "attendance", "calendar", "syllabus", "staff_roles", "site"], diagnostics: &diagnostics)
        let title = top.string("title", required: true, diagnostics: &diagnostics) ?? ""
        var term: Term?
        if let termValue = top["term"] {
            term = loadTerm(termValue, diagnostics: &diagnostics)
        } else {
            diagnostics.append(.error(top.value.location, "missing required field 'term'"))
        }
        let settings = loadSettings(top, diagnostics: &diagnostics)
        guard let term else { return nil }
        return BookConfig(title: title, term: term, settings: settings)
    }

    /// The longest term accepted, in years from its start.
    static let maximumTermYears = 3

    /// The last day a term starting on `start` may end on: the same date `maximumTermYears` later
    /// (29 February gives 1 March when that year has none).
    static func latestEnd(of start: LocalDate) -> LocalDate {
        let (year, month, day) = start.components
        return LocalDate(year: year + maximumTermYears, month: month, day: day)
            ?? LocalDate(year: year + maximumTermYears, month: 3, day: 1)!
    }

    private func loadTerm(_ value: YAMLValue, diagnostics: inout [Diagnostic]) -> Term? {
        guard let fields = YAMLMapping(value, what: "'term'", diagnostics: &diagnostics) else { return nil }
        fields.warnAboutUnknownKeys(allowed: ["name", "start", "end", "timezone", "holidays"], diagnostics: &diagnostics)
        let name = fields.string("name", required: true, diagnostics: &diagnostics)
        let start = fields.date("start", required: true, diagnostics: &diagnostics)
        let end = fields.date("end", required: true, diagnostics: &diagnostics)
        var zone = fields.string("timezone", required: true, diagnostics: &diagnostics)
        if let identifier = zone, TimeZone(identifier: identifier) == nil {
            diagnostics.append(.error(fields["timezone"]?.location ?? fields.value.location, "'timezone' is not a known IANA time zone (e.g. Europe/Berlin, America/New_York)"))
            zone = nil
        }
        if let start, let end, end < start {
            diagnostics.append(.error(fields["end"]?.location ?? fields.value.location, "term 'end' (\(end)) is before its 'start' (\(start))"))
        }
        // Every command walks the term day by day and a build writes files per session, so a
        // mistyped year (2026-12-11 as 9999-12-11) must not cost minutes, gigabytes and the disk.
        let tooLong = start.flatMap { start in end.map { $0 > Self.latestEnd(of: start) } } ?? false
        if tooLong, let start, let end {
            diagnostics.append(.error(fields["end"]?.location ?? fields.value.location, "term 'end' (\(end)) is more than \(Self.maximumTermYears) years after its 'start' (\(start)); a term is at most \(Self.maximumTermYears) years long"))
        }
        var holidays: [Holiday] = []
        if let list = fields["holidays"] {
            if let items = list.items {
                holidays = items.compactMap { loadHoliday($0, diagnostics: &diagnostics) }
            } else {
                diagnostics.append(.error(list.location, "'holidays' must be a list"))
            }
        }
        guard let name, let start, let end, let zone, start <= end, !tooLong else { return nil }
        return Term(name: name, start: start, end: end, timeZone: zone, holidays: holidays)
    }

    private func loadHoliday(_ value: YAMLValue, diagnostics: inout [Diagnostic]) -> Holiday? {
        if let text = value.scalarText {
            guard let date = LocalDate(iso: text.trimmingWhitespace()) else {
                diagnostics.append(.error(value.location, "holiday is not a valid date (expected YYYY-MM-DD)"))
                return nil
            }
            return Holiday(name: "", start: date, end: date)
        }
        guard let fields = YAMLMapping(value, what: "a holiday", diagnostics: &diagnostics) else { return nil }
        fields.warnAboutUnknownKeys(allowed: ["date", "start", "end", "name"], diagnostics: &diagnostics)
        let name = fields.string("name", required: false, diagnostics: &diagnostics) ?? ""
        if fields["date"] != nil {
            guard let date = fields.date("date", required: true, diagnostics: &diagnostics) else { return nil }
            return Holiday(name: name, start: date, end: date)
        }
        guard fields["start"] != nil || fields["end"] != nil else {
            diagnostics.append(.error(value.location, "holiday needs 'date', or 'start' and 'end'"))
            return nil
        }
        let start = fields.date("start", required: true, diagnostics: &diagnostics)
        let end = fields.date("end", required: true, diagnostics: &diagnostics)
        guard let start, let end else { return nil }
        guard start <= end else {
            diagnostics.append(.error(fields["end"]?.location ?? value.location, "holiday 'end' (\(end)) is before its 'start' (\(start))"))
            return nil
        }
        return Holiday(name: name, start: start, end: end)
    }

    private func loadSettings(_ top: YAMLMapping, diagnostics: inout [Diagnostic]) -> BookSettings {
        var settings = BookSettings()
        if let value = top["attendance"], let fields = YAMLMapping(value, what: "'attendance'", diagnostics: &diagnostics) {
            fields.warnAboutUnknownKeys(allowed: ["present", "late"], diagnostics: &diagnostics)
            for key in ["present", "late"] {
                guard let weight = fields.number(key, diagnostics: &diagnostics) else { continue }
                guard (0...1).contains(weight) else {
                    diagnostics.append(.error(fields[key]?.location ?? fields.value.location, "attendance weight '\(key)' must be between 0 and 1"))
                    continue
                }
                if key == "present" { settings.presentWeight = weight } else { settings.lateWeight = weight }
            }
        }
        if let value = top["calendar"], let fields = YAMLMapping(value, what: "'calendar'", diagnostics: &diagnostics) {
            fields.warnAboutUnknownKeys(allowed: ["reminder_hours"], diagnostics: &diagnostics)
            if let hours = fields.number("reminder_hours", diagnostics: &diagnostics) {
                if hours >= 0, hours <= 24 * 14, hours == hours.rounded() {
                    settings.reminderHours = Int(hours)
                } else {
                    diagnostics.append(.error(fields["reminder_hours"]?.location ?? fields.value.location, "'reminder_hours' must be a whole number of hours from 0 to 336"))
                }
            }
        }
        if let value = top["syllabus"], let fields = YAMLMapping(value, what: "'syllabus'", diagnostics: &diagnostics) {
            fields.warnAboutUnknownKeys(allowed: ["sections"], diagnostics: &diagnostics)
            if let sections = fields["sections"], let kinds = YAMLMapping(sections, what: "'syllabus.sections'", diagnostics: &diagnostics) {
                kinds.warnAboutUnknownKeys(allowed: Self.sectionKinds, diagnostics: &diagnostics)
                for kind in Self.sectionKinds {
                    guard let list = kinds[kind] else { continue }
                    guard let items = list.items else {
                        diagnostics.append(.error(list.location, "'\(kind)' must be a list of heading words"))
                        continue
                    }
                    settings.sectionWords[kind] = items.compactMap { $0.scalarText?.trimmingWhitespace() }.filter { !$0.isEmpty }
                }
            }
        }
        settings.staffRoles = staffRoles(top["staff_roles"], diagnostics: &diagnostics)
        if let value = top["site"], let fields = YAMLMapping(value, what: "'site'", diagnostics: &diagnostics) {
            fields.warnAboutUnknownKeys(allowed: ["show_staff_email", "language", "strings"], diagnostics: &diagnostics)
            if let flag = fields["show_staff_email"] {
                if let show = flag.scalarText.flatMap({ BookFlag.value($0.trimmingWhitespace()) }) {
                    settings.showStaffEmail = show
                } else {
                    diagnostics.append(.error(flag.location, "'show_staff_email' must be true or false"))
                }
            }
            if let value = fields["language"] { settings.language = language(value, diagnostics: &diagnostics) }
            if let value = fields["strings"] { settings.siteStrings = siteStrings(value, language: settings.language, diagnostics: &diagnostics) }
        }
        return settings
    }

    /// `site.language: de`; an unknown code is an error naming the known ones, and English stands in.
    private func language(_ value: YAMLValue, diagnostics: inout [Diagnostic]) -> SiteLanguage {
        let known = SiteLanguage.allCases.map { "\($0.rawValue) (\($0.englishName))" }.joined(separator: ", ")
        guard let text = value.scalarText?.trimmingWhitespace() else {
            diagnostics.append(.error(value.location, "'language' must be a language code, found \(value.shapeName); known: \(known)"))
            return .en
        }
        if let language = SiteLanguage(rawValue: text.lowercased()) { return language }
        // `de-DE` and `pt_BR` name a language and a region; the site's words are per language.
        let base = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let hint = SiteLanguage(rawValue: base).map { "; did you mean '\($0.rawValue)'?" } ?? ""
        diagnostics.append(.error(value.location, "'\(text)' is not a language the site has words for; known: \(known)\(hint)"))
        return .en
    }

    /// `site.strings`: the book's own text for any phrasebook key of `language`. An unknown key is a
    /// warning naming the closest one; a text with a placeholder its key does not fill, or a word
    /// list of the wrong length, is a warning too, and the phrasebook's text stays.
    private func siteStrings(_ value: YAMLValue, language: SiteLanguage, diagnostics: inout [Diagnostic]) -> [String: String] {
        guard let fields = YAMLMapping(value, what: "'site.strings'", diagnostics: &diagnostics) else { return [:] }
        let known = SiteWords.keys(of: language)
        var strings: [String: String] = [:]
        for key in fields.keys {
            guard let field = fields[key] else { continue }
            let location = fields.location(of: key)
            guard known.contains(key) else {
                let closest = ClosestNames.closest(to: key, among: known, limit: 1).first ?? ""
                let plural = SiteWords.countKey(key).map { _ in " (\(language.englishName) counts with \(language.pluralCategories.map(\.rawValue).joined(separator: ", ")))" } ?? ""
                diagnostics.append(.warning(location, "unknown key '\(key)' in 'site.strings' is ignored\(plural); the closest key is '\(closest)' (coursebook templates words --language \(language.rawValue) lists them)"))
                continue
            }
            guard let text = field.scalarText else {
                diagnostics.append(.error(field.location, "'\(key)' in 'site.strings' must be a text, found \(field.shapeName)"))
                continue
            }
            let allowed = SiteWords.placeholders(of: key)
            let unknown = SiteWords.placeholders(in: text).subtracting(allowed).sorted()
            if !unknown.isEmpty {
                let fills = allowed.isEmpty ? "it has none" : "it has " + allowed.sorted().map { "{\($0)}" }.joined(separator: ", ")
                diagnostics.append(.warning(field.location, "'\(key)' in 'site.strings' uses \(unknown.map { "{\($0)}" }.joined(separator: ", ")), which the site does not fill (\(fills)); the built-in text is used"))
                continue
            }
            if let count = SiteWords.Key(rawValue: key).flatMap({ SiteWords.listLengths[$0] }), text.split(separator: " ").count != count {
                diagnostics.append(.warning(field.location, "'\(key)' in 'site.strings' must be \(count) words separated by spaces, found \(text.split(separator: " ").count); the built-in text is used"))
                continue
            }
            strings[key] = text
        }
        return strings
    }

    /// `staff_roles: [grader, mentor]`: lower-case words, not one of the standard roles again.
    private func staffRoles(_ value: YAMLValue?, diagnostics: inout [Diagnostic]) -> [StaffRole] {
        guard let value else { return [] }
        guard let items = value.items else {
            diagnostics.append(.error(value.location, "'staff_roles' must be a list of role names such as [grader, mentor]"))
            return []
        }
        var roles: [StaffRole] = []
        for item in items {
            let text = item.scalarText?.trimmingWhitespace() ?? ""
            let role = StaffRole(rawValue: text)
            if !StaffRole.isWellFormed(text) {
                diagnostics.append(.error(item.location, "staff role '\(text)' must be lower-case letters, digits and '-'"))
            } else if StaffRole.standard.contains(role) || roles.contains(role) {
                diagnostics.append(.warning(item.location, "staff role '\(text)' is listed twice (instructor, co-instructor and ta are always known)"))
            } else {
                roles.append(role)
            }
        }
        return roles
    }
}
