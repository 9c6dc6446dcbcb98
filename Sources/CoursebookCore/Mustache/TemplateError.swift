import CourseModel

/// Why templates could not be loaded: every broken template, located.
package struct TemplateError: Error, Sendable, CustomStringConvertible {
    /// One diagnostic per broken or unreadable template.
    package var diagnostics: [Diagnostic]

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
