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

    /// Creates settings; the defaults match the documented ones.
    public init(presentWeight: Double = 1, lateWeight: Double = 0.5, reminderHours: Int = 6, sectionWords: [String: [String]] = [:]) {
        self.presentWeight = presentWeight
        self.lateWeight = lateWeight
        self.reminderHours = reminderHours
        self.sectionWords = sectionWords
    }
}
