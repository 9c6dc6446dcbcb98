import CourseModel

/// Chooses a section's kind from its heading's words, in English and Russian; a course book can
/// add words per kind under `syllabus.sections` in `coursebook.yml`.
struct SectionClassifier: Sendable {
    /// Phrases per kind, lower-case; the longest phrase found in a heading wins.
    private var phrases: [(phrase: String, kind: SectionKind)]

    /// The built-in word lists plus `extraWords` (kind name → heading words).
    init(extraWords: [String: [String]] = [:]) {
        var phrases: [(String, SectionKind)] = []
        for (kind, words) in Self.builtIn {
            phrases += words.map { ($0, kind) }
        }
        for (name, words) in extraWords {
            guard let kind = SectionKind(rawValue: name) else { continue }
            phrases += words.map { ($0.lowercased(), kind) }
        }
        self.phrases = phrases.sorted { $0.0.count > $1.0.count }
    }

    /// The kind named by `heading`, or `other`.
    func kind(of heading: String) -> SectionKind {
        let words = Self.words(heading)
        guard !words.isEmpty else { return .other }
        let padded = " " + words.joined(separator: " ") + " "
        for (phrase, kind) in phrases where padded.contains(" " + phrase + " ") {
            return kind
        }
        return .other
    }

    /// Lower-case words of `text`, split at anything that is not a letter or digit.
    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    private static let builtIn: [SectionKind: [String]] = [
        .objectives: ["objective", "objectives", "learning outcomes", "learning outcome", "outcomes", "goals", "goal", "learning goals",
                      "aims", "цели", "цель", "задачи курса", "результаты обучения"],
        .materials: ["materials", "material", "textbook", "textbooks", "readings", "reading", "resources", "required reading",
                     "литература", "материалы", "учебники"],
        .schedule: ["schedule", "calendar", "course outline", "outline", "timeline", "weekly plan", "weekly schedule",
                    "расписание", "календарь", "план занятий", "план"],
        .tasks: ["required tasks", "tasks", "task", "assignments", "assignment", "homework", "problem sets", "problem set",
                 "labs", "lab tasks", "exercises", "exercise", "задачи", "задание", "задания", "домашнее задание", "упражнения"],
        .hints: ["hints", "hint", "tips", "tip", "подсказки", "советы", "указания"],
        .evaluation: ["evaluation", "grading", "assessment", "rubric", "marking", "grades", "оценивание", "оценка", "критерии оценки"],
        .policies: ["policies", "policy", "academic integrity", "late work", "late policy", "правила"],
        .extra: ["extra credit", "extra challenges", "extra challenge", "bonus", "optional", "extra", "дополнительно",
                 "дополнительные задачи", "бонус", "по желанию", "необязательно"],
    ]
}
