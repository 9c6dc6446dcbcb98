import CourseModel

/// A labelled fact a report shows near its title or a section's heading, such as `Term` or `Teacher`.
package struct ReportFact: Sendable, Equatable {
    /// What the value is, e.g. `Course`.
    package var label: String
    /// The value as plain text.
    package var value: String

    package init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}
