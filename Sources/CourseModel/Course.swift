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
