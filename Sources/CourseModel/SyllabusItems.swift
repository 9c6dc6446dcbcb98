/// A numbered task from an ordered list.
package struct SyllabusTask: Sendable, Hashable {
    /// The item's real number (a list starting at 4 gives 4, 5, …).
    package var number: Int
    /// Plain text of the item's first paragraph.
    package var text: String
    /// The heading above the list, or a short label paragraph such as `Level 2`.
    package var group: String?
    /// False for extra-credit or optional work.
    package var required: Bool
    /// 1-based line of the item in the page file.
    package var line: Int

    /// Creates a task.
    package init(number: Int, text: String, group: String?, required: Bool, line: Int) {
        self.number = number
        self.text = text
        self.group = group
        self.required = required
        self.line = line
    }
}

/// One header → text pair of a table row, in column order.
package struct ScheduleCell: Sendable, Hashable {
    /// The column header's plain text.
    package var header: String
    /// The cell's plain text.
    package var text: String

    /// Creates a cell.
    package init(header: String, text: String) {
        self.header = header
        self.text = text
    }
}

/// One row of a course schedule: a table row or a `Week 3 (Sep 22): Trees` heading.
package struct ScheduleEntry: Sendable, Hashable {
    /// The week as written, e.g. `3`; nil when the row names none.
    package var week: String?
    /// The date, when one could be read.
    package var date: LocalDate?
    /// What the week or session covers.
    package var topic: String
    /// Every cell of a table row (empty for headings).
    package var cells: [ScheduleCell]
    /// 1-based line of the row, heading or item in the page file; nil when not known (a row of a
    /// raw HTML table gives its section's line instead when there is one).
    package var line: Int?

    /// Creates a schedule entry.
    package init(week: String?, date: LocalDate?, topic: String, cells: [ScheduleCell] = [], line: Int? = nil) {
        self.week = week
        self.date = date
        self.topic = topic
        self.cells = cells
        self.line = line
    }
}

/// Something due on a day.
package struct SyllabusDeadline: Sendable, Hashable {
    /// What is due.
    package var title: String
    /// The day it is due.
    package var due: LocalDate

    /// Creates a deadline.
    package init(title: String, due: LocalDate) {
        self.title = title
        self.due = due
    }
}

/// A link on the page.
package struct SyllabusLink: Sendable, Hashable {
    /// The link text.
    package var text: String
    /// The resolved address.
    package var url: String
    /// Where the link's address is written in the page file (1-based); nil when not known.
    package var line: Int?
    /// The column of that place, when known.
    package var column: Int?

    /// Creates a link.
    package init(text: String, url: String, line: Int? = nil, column: Int? = nil) {
        self.text = text
        self.url = url
        self.line = line
        self.column = column
    }
}

/// An image on the page.
package struct SyllabusImage: Sendable, Hashable {
    /// The alternative text.
    package var alt: String
    /// The resolved address.
    package var url: String
    /// Where the image's address is written in the page file (1-based); nil when not known.
    package var line: Int?
    /// The column of that place, when known.
    package var column: Int?

    /// Creates an image.
    package init(alt: String, url: String, line: Int? = nil, column: Int? = nil) {
        self.alt = alt
        self.url = url
        self.line = line
        self.column = column
    }
}

/// Something on a course page the syllabus leaves out (raw HTML GitHub would not show), with its
/// page position so the author can find it.
package struct SyllabusNotice: Sendable, Hashable {
    /// 1-based line in the page file.
    package var line: Int
    /// 1-based column, when known.
    package var column: Int?
    /// What was left out and why.
    package var message: String

    /// Creates a notice.
    package init(line: Int, column: Int?, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
