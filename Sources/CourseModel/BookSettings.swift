/// Optional settings from `coursebook.yml` beyond the term itself.
public struct BookSettings: Sendable, Hashable {
    /// Attendance points for a present student (default 1).
    public var presentWeight: Double
    /// Attendance points for a late student (default 0.5).
    public var lateWeight: Double
    /// Hours before a project deadline that calendar reminders fire (default 6).
    public var reminderHours: Int
    /// Extra heading words per syllabus section kind, e.g. `tasks: [Übungen]`.
    public var sectionWords: [String: [String]]
    /// Staff roles the book adds to instructor, co-instructor and ta (`staff_roles`).
    public var staffRoles: [StaffRole] = []
    /// Whether the site shows staff e-mail addresses (`site.show_staff_email`); students' never.
    public var showStaffEmail = false
    /// The language of the site's fixed words and dates (`site.language`, default English).
    package var language: SiteLanguage = .en
    /// The book's own texts for fixed words, by phrasebook key (`site.strings`); the loader keeps
    /// only keys the language knows.
    package var siteStrings: [String: String] = [:]

    /// Every role a course's staff may have.
    public var knownStaffRoles: [StaffRole] { StaffRole.standard + staffRoles }

    /// Creates settings; the defaults match the documented ones.
    public init(presentWeight: Double = 1, lateWeight: Double = 0.5, reminderHours: Int = 6, sectionWords: [String: [String]] = [:]) {
        self.presentWeight = presentWeight
        self.lateWeight = lateWeight
        self.reminderHours = reminderHours
        self.sectionWords = sectionWords
    }
}
