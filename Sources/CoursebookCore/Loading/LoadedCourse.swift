import CourseModel

/// A course as read from its file, with the locations later cross-checks need.
struct LoadedCourse {
    var course: Course
    var path: String
    var teacherLocation: SourceLocation?
    /// Where each of `course.staff` names its person and its role, in the same order.
    var staffLocations: [(person: SourceLocation, role: SourceLocation)] = []
    var cancelLocations: [(date: LocalDate, location: SourceLocation)]
    /// Where each of `course.meetings` is written, in the same order.
    var meetingLocations: [SourceLocation] = []
    /// Where each of `course.extraSessions` is written, in the same order.
    var extraLocations: [SourceLocation] = []
}
