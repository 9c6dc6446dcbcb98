import CourseModel

/// Chooses a section's kind from its heading's words, in English and Russian; a course book can
/// add words per kind under `syllabus.sections` in `coursebook.yml`.
struct SectionClassifier: Sendable {
    /// Phrases as words, lower-case, longest first; the first phrase found in a heading wins.
    private var phrases: [(words: [String], kind: SectionKind)]
    /// Positions in `phrases` by each phrase's first word, ascending, so a heading looks up only
    /// the phrases that can start at each of its words.
    private var byFirstWord: [String: [Int]]

    /// The built-in word lists plus `extraWords` (kind name → heading words).
    init(extraWords: [String: [String]] = [:]) {
        guard !extraWords.isEmpty else {
            self = Self.builtInOnly
            return
        }
        var extra: [(String, SectionKind)] = []
        // Kinds in declaration order, not dictionary order, so ties between equal lengths are the
        // same in every run.
        for kind in SectionKind.allCases {
            extra += (extraWords[kind.rawValue] ?? []).map { ($0.lowercased(), kind) }
        }
        self.init(sortedPhrases: Self.mergedByLength(Self.builtInSorted, extra.sorted { $0.0.count > $1.0.count }))
    }

    private init(sortedPhrases: [(String, SectionKind)]) {
        // A phrase matches whole words only, so one whose pieces are not single words never matches.
        phrases = sortedPhrases.map { (words: $0.0.split(separator: " ", omittingEmptySubsequences: false).map(String.init), kind: $0.1) }
        var index: [String: [Int]] = [:]
        for (rank, phrase) in phrases.enumerated() where !phrase.words.contains(where: \.isEmpty) {
            index[phrase.words[0], default: []].append(rank)
        }
        byFirstWord = index
    }

    /// The kind named by `heading`, or `other`: the longest phrase that occurs in it as whole words.
    func kind(of heading: String) -> SectionKind {
        let words = HeadingWords.lowercased(heading)
        var best = Int.max
        for start in words.indices {
            for rank in byFirstWord[words[start]] ?? [] {
                if rank >= best { break }
                let phrase = phrases[rank].words
                if phrase.count <= words.count - start, words[start..<(start + phrase.count)].elementsEqual(phrase) {
                    best = rank
                    break
                }
            }
        }
        return best == Int.max ? .other : phrases[best].kind
    }

    /// `first` then `second`, both longest first, merged so equal lengths keep `first`'s entries ahead.
    private static func mergedByLength(_ first: [(String, SectionKind)], _ second: [(String, SectionKind)]) -> [(String, SectionKind)] {
        var merged: [(String, SectionKind)] = []
        merged.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].0.count >= second[j].0.count) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }

    /// The built-in phrases, longest first, equal lengths in list order; sorted once per process.
    private static let builtInSorted: [(String, SectionKind)] = builtIn.flatMap { kind, words in words.map { ($0, kind) } }.sorted { $0.0.count > $1.0.count }

    private static let builtInOnly = SectionClassifier(sortedPhrases: builtInSorted)

    /// A heading naming two kinds with equally long phrases ("Tasks and hints") gets the one listed first.
    private static let builtIn: [(SectionKind, [String])] = [
        (.objectives, ["objective", "objectives", "learning outcomes", "learning outcome", "outcomes", "goals", "goal", "learning goals",
                       "aims", "цели", "цель", "задачи курса", "результаты обучения"]),
        (.materials, ["materials", "material", "textbook", "textbooks", "readings", "reading", "resources", "required reading",
                      "литература", "материалы", "учебники"]),
        (.schedule, ["schedule", "calendar", "course outline", "outline", "timeline", "weekly plan", "weekly schedule",
                     "расписание", "календарь", "план занятий", "план"]),
        (.tasks, ["required tasks", "tasks", "task", "assignments", "assignment", "homework", "problem sets", "problem set",
                  "labs", "lab tasks", "exercises", "exercise", "todo", "to do", "your task", "your tasks", "what to do",
                  "задачи", "задание", "задания", "домашнее задание", "упражнения"]),
        (.hints, ["hints", "hint", "tips", "tip", "подсказки", "советы", "указания"]),
        (.evaluation, ["evaluation", "grading", "assessment", "rubric", "marking", "grades", "оценивание", "оценка", "критерии оценки"]),
        (.policies, ["policies", "policy", "academic integrity", "late work", "late policy", "правила"]),
        (.extra, ["extra credit", "extra challenges", "extra challenge", "bonus", "optional", "extra", "дополнительно",
                  "дополнительные задачи", "бонус", "по желанию", "необязательно"]),
    ]
}
