/// A numbered task from an ordered list.
public struct SyllabusTask: Sendable, Hashable {
    /// The item's real number (a list starting at 4 gives 4, 5, …).
    public var number: Int
    /// Plain text of the item's first paragraph.
    public var text: String
    /// The heading above the list, or a short label paragraph such as `Level 2`.
    public var group: String?
    /// False for extra-credit or optional work.
    public var required: Bool
    /// 1-based line of the item in the page file.
    public var line: Int

    /// Creates a task.
    public init(number: Int, text: String, group: String?, required: Bool, line: Int) {
        self.number = number
        self.text = text
        self.group = group
        self.required = required
        self.line = line
    }
}

/// One header → text pair of a table row, in column order.
public struct ScheduleCell: Sendable, Hashable {
    /// The column header's plain text.
    public var header: String
    /// The cell's plain text.
    public var text: String

    /// Creates a cell.
    public init(header: String, text: String) {
        self.header = header
        self.text = text
    }
}

/// One row of a course schedule: a table row or a `Week 3 (Sep 22): Trees` heading.
public struct ScheduleEntry: Sendable, Hashable {
    /// The week as written, e.g. `3`; nil when the row names none.
    public var week: String?
    /// The date, when one could be read.
    public var date: LocalDate?
    /// What the week or session covers.
    public var topic: String
    /// Every cell of a table row (empty for headings).
    public var cells: [ScheduleCell]
    /// 1-based line of the row, heading or item in the page file; nil when not known (a row of a
    /// raw HTML table gives its section's line instead when there is one).
    public var line: Int?

    /// Creates a schedule entry.
    public init(week: String?, date: LocalDate?, topic: String, cells: [ScheduleCell] = [], line: Int? = nil) {
        self.week = week
        self.date = date
        self.topic = topic
        self.cells = cells
        self.line = line
    }
}

/// Something due on a day.
public struct SyllabusDeadline: Sendable, Hashable {
    /// What is due.
    public var title: String
    /// The day it is due.
    public var due: LocalDate

    /// Creates a deadline.
    public init(title: String, due: LocalDate) {
        self.title = title
        self.due = due
    }
}

/// A link on the page.
public struct SyllabusLink: Sendable, Hashable {
    /// The link text.
    public var text: String
    /// The resolved address.
    public var url: String
    /// Where the link's address is written in the page file (1-based); nil when not known.
    public var line: Int?
    /// The column of that place, when known.
    public var column: Int?

    /// Creates a link.
    public init(text: String, url: String, line: Int? = nil, column: Int? = nil) {
        self.text = text
        self.url = url
        self.line = line
        self.column = column
    }
}

/// An image on the page.
public struct SyllabusImage: Sendable, Hashable {
    /// The alternative text.
    public var alt: String
    /// The resolved address.
    public var url: String
    /// Where the image's address is written in the page file (1-based); nil when not known.
    public var line: Int?
    /// The column of that place, when known.
    public var column: Int?

    /// Creates an image.
    public init(alt: String, url: String, line: Int? = nil, column: Int? = nil) {
        self.alt = alt
        self.url = url
        self.line = line
        self.column = column
    }
}

/// Something on a course page the syllabus leaves out (raw HTML GitHub would not show), with its
/// page position so the author can find it.
public struct SyllabusNotice: Sendable, Hashable {
    /// 1-based line in the page file.
    public var line: Int
    /// 1-based column, when known.
    public var column: Int?
    /// What was left out and why.
    public var message: String

    /// Creates a notice.
    public init(line: Int, column: Int?, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
