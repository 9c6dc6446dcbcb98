/// A course page read into its parts: sections, tasks, schedule, deadlines, links and safe HTML.
package struct Syllabus: Sendable, Hashable, Codable {
    /// Front matter `title`, else the first level-1 heading, else the first heading.
    package var title: String
    /// Plain text of the first paragraph after the title, before the next heading.
    package var summary: String
    /// The YAML front matter, in file order.
    package var meta: [SyllabusMetaEntry]
    /// Every heading in order.
    package var sections: [SyllabusSection]
    /// Numbered tasks.
    package var tasks: [SyllabusTask]
    /// Schedule rows from tables and week headings.
    package var schedule: [ScheduleEntry]
    /// Due dates found in schedules and text.
    package var deadlines: [SyllabusDeadline]
    /// Links, relative addresses resolved.
    package var links: [SyllabusLink]
    /// Images, relative addresses resolved.
    package var images: [SyllabusImage]
    /// The page rendered as a safe HTML fragment.
    package var html: String
    /// What the page holds that the syllabus leaves out (raw HTML GitHub would not show either).
    package var notices: [SyllabusNotice]

    /// Creates a syllabus.
    package init(
        title: String, summary: String, meta: [SyllabusMetaEntry] = [], sections: [SyllabusSection] = [],
        tasks: [SyllabusTask] = [], schedule: [ScheduleEntry] = [], deadlines: [SyllabusDeadline] = [],
        links: [SyllabusLink] = [], images: [SyllabusImage] = [], html: String = "", notices: [SyllabusNotice] = []
    ) {
        self.title = title
        self.summary = summary
        self.meta = meta
        self.sections = sections
        self.tasks = tasks
        self.schedule = schedule
        self.deadlines = deadlines
        self.links = links
        self.images = images
        self.html = html
        self.notices = notices
    }
}
