/// What a syllabus section is about, chosen from its heading's words.
package enum SectionKind: String, Sendable, Hashable, CaseIterable, Codable {
    case objectives, materials, schedule, tasks, hints, evaluation, policies, extra, other
}

/// One heading of a course page and the plain text below it, up to the next heading.
package struct SyllabusSection: Sendable, Hashable, Codable {
    /// The heading's plain text.
    package var title: String
    /// 1 to 6.
    package var level: Int
    /// GitHub's anchor for the heading, unique within the page.
    package var anchor: String
    /// What the section is about; `other` sections below a known one inherit its kind.
    package var kind: SectionKind
    /// Plain text of the section body.
    package var text: String
    /// 1-based line of the heading in the page file.
    package var line: Int

    /// Creates a section.
    package init(title: String, level: Int, anchor: String, kind: SectionKind, text: String, line: Int) {
        self.title = title
        self.level = level
        self.anchor = anchor
        self.kind = kind
        self.text = text
        self.line = line
    }
}
