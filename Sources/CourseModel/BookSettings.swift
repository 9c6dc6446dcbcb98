/// Optional settings from `coursebook.yml` beyond the term itself.
package struct BookSettings: Sendable, Hashable {
    /// Attendance points for a present student (default 1).
    package var presentWeight: Double
    /// Attendance points for a late student (default 0.5).
    package var lateWeight: Double
    /// Hours before a project deadline that calendar reminders fire (default 6).
    package var reminderHours: Int
    /// Extra heading words per syllabus section kind, e.g. `tasks: [Übungen]`.
    package var sectionWords: [String: [String]]
    /// Staff roles the book adds to instructor, co-instructor and ta (`staff_roles`).
    package var staffRoles: [StaffRole] = []
    /// Whether the site shows staff e-mail addresses (`site.show_staff_email`); students' never.
    package var showStaffEmail = false
    /// The language of the site's fixed words and dates (`site.language`, default English).
    package var language: SiteLanguage = .en
    /// The book's own texts for fixed words, by phrasebook key (`site.strings`); the loader keeps
    /// only keys the language knows.
    package var siteStrings: [String: String] = [:]

    /// Every role a course's staff may have.
    package var knownStaffRoles: [StaffRole] { StaffRole.standard + staffRoles }

    /// Creates settings; the defaults match the documented ones.
    package init(presentWeight: Double = 1, lateWeight: Double = 0.5, reminderHours: Int = 6, sectionWords: [String: [String]] = [:]) {
        self.presentWeight = presentWeight
        self.lateWeight = lateWeight
        self.reminderHours = reminderHours
        self.sectionWords = sectionWords
    }
}
