/// A weekly meeting pattern, e.g. MWF 09:00–09:50 in room B-204.
package struct Meeting: Sendable, Hashable, Codable {
    /// Days of the week the course meets, Monday first.
    package var days: [Weekday]
    /// Local start time.
    package var start: LocalTime
    /// Local end time, after `start`.
    package var end: LocalTime
    /// Room name; empty when not given.
    package var room: String

    /// Creates a meeting pattern.
    package init(days: [Weekday], start: LocalTime, end: LocalTime, room: String) {
        self.days = days
        self.start = start
        self.end = end
        self.room = room
    }

    /// Days as timetable letters, e.g. `MWF`.
    package var dayLetters: String { String(days.map(\.letter)) }
}

/// A one-off class meeting added to a course's regular ones.
package struct ExtraSession: Sendable, Hashable, Codable {
    /// The date it takes place.
    package var date: LocalDate
    /// Local start time.
    package var start: LocalTime
    /// Local end time.
    package var end: LocalTime
    /// Room; empty when not given.
    package var room: String
    /// What it is, e.g. `Review session`.
    package var title: String

    /// Creates an extra session.
    package init(date: LocalDate, start: LocalTime, end: LocalTime, room: String, title: String) {
        self.date = date
        self.start = start
        self.end = end
        self.room = room
        self.title = title
    }
}

/// Where a course page comes from: the one model of it. A course file's `page:` is read into it
/// (`Course.page`), and so is the `syllabus` command's SOURCE; the fetcher asks it what to
/// download and the renderer how relative addresses resolve (a `LinkResolver` made from it).
package enum PageOrigin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A Markdown file inside the book, relative to the book folder; relative addresses stay relative.
    case local(path: String)
    /// A file in a GitHub repository: `github:OWNER/REPO[/PATH][@REF]`, or its github.com address.
    case github(owner: String, repo: String, path: String, ref: String)
    /// Any other https address of a Markdown file.
    case web(String)

    /// As a course file writes it: the path, `github:OWNER/REPO/PATH@REF` or the address.
    package var description: String {
        switch self {
        case .local(let path): path
        case .github(let owner, let repo, let path, let ref): "github:\(owner)/\(repo)/\(path)@\(ref)"
        case .web(let url): url
        }
    }
}

/// A course from `courses/<id>.yml`.
package struct Course: Sendable, Hashable, Codable, Identifiable {
    /// The file name without `.yml`.
    package var id: String
    /// Display name.
    package var name: String
    /// Subject, e.g. `Mathematics`; teachers are grouped by it.
    package var subject: String
    /// Branch or programme, e.g. `Software Engineering`.
    package var branch: String
    /// Who teaches and assists, in the order the course file lists them.
    package var staff: [StaffMember]
    /// Regular weekly meetings.
    package var meetings: [Meeting]
    /// Dates on which a regular meeting does not take place.
    package var cancelled: [LocalDate]
    /// One-off meetings.
    package var extraSessions: [ExtraSession]
    /// The course page, if any.
    package var page: PageOrigin?

    /// Creates a course.
    package init(
        id: String, name: String, subject: String, branch: String, teacherID: String? = nil,
        staff: [StaffMember] = [], meetings: [Meeting] = [], cancelled: [LocalDate] = [],
        extraSessions: [ExtraSession] = [], page: PageOrigin? = nil
    ) {
        self.id = id
        self.name = name
        self.subject = subject
        self.branch = branch
        self.staff = (teacherID.map { [StaffMember(personID: $0, role: .instructor)] } ?? []) + staff
        self.meetings = meetings
        self.cancelled = cancelled
        self.extraSessions = extraSessions
        self.page = page
    }
}

extension Course {
    /// The first instructor (or co-instructor): the one teacher shown where only one fits.
    /// Setting it replaces the first instructor, or adds one in front.
    package var teacherID: String? {
        get { staff.first { $0.role == .instructor }?.personID ?? staff.first { $0.role.teaches }?.personID }
        set {
            let index = staff.firstIndex { $0.role == .instructor }
            switch (index, newValue) {
            case (let index?, let id?): staff[index].personID = id
            case (let index?, nil): staff.remove(at: index)
            case (nil, let id?): staff.insert(StaffMember(personID: id, role: .instructor), at: 0)
            case (nil, nil): break
            }
        }
    }

    /// Person ids of everyone who teaches the course (instructors and co-instructors), in file order.
    package var instructorIDs: [String] { staff.filter(\.role.teaches).map(\.personID) }

    /// The staff entry of `personID`, if they are on the course's staff.
    package func staffMember(_ personID: String) -> StaffMember? { staff.first { $0.personID == personID } }
}
