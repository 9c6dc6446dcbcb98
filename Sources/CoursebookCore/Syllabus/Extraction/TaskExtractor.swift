import CourseMarkdown
import CourseModel

/// Reads numbered tasks: items of top-level ordered lists in `tasks` and `extra` sections, or of
/// the whole page when no section has those kinds; bullet lists too under a to-do heading
/// (`### TODO`, `Your task`) or after a line that says what the student must do (`The node must:`).
struct TaskExtractor {
    let page: SyllabusPage
    let classifier: SectionClassifier

    /// The tasks of `outline` in page order, each with the list item node it comes from.
    func items(_ outline: PageOutline) -> [(task: SyllabusTask, item: Int)] {
        // A level-1 `Homework #2` names the page, not a task section: the page's own sections say
        // where its tasks are.
        let isTaskPart = { (part: PageOutline.Part) in (part.section.kind == .tasks || part.section.kind == .extra) && part.section.level > 1 }
        // `## Q2 (7 points)`, `### Milestone 1`: a numbered task heading and the headings below it
        // hold tasks in bullets too; one without any list is a task in its own words.
        // `# Question 1` … `# Question 6`: when several level-1 headings number tasks, none of
        // them is the page's title.
        let lowest = outline.parts.filter { $0.section.level == 1 && Self.isNumberedTaskHeading($0.section.title) }.count >= 2 ? 1 : 2
        var numberedLevel: Int?
        let underNumbered: [Bool] = outline.parts.map { part in
            if let level = numberedLevel, part.section.level <= level { numberedLevel = nil }
            if numberedLevel == nil, part.section.level >= lowest, Self.isNumberedTaskHeading(part.section.title) { numberedLevel = part.section.level }
            return numberedLevel != nil
        }
        var tasks: [(task: SyllabusTask, item: Int)] = []
        if !outline.parts.contains(where: isTaskPart) && !underNumbered.contains(true) {
            // No task heading: every numbered list is a task list, except those under headings
            // that describe rather than ask (objectives, setup, submission, a process).
            tasks += listTasks(outline.preamble, heading: nil, required: true)
            // Subsections of such a heading (`### Windows` under `## Installation`) describe too.
            var describingLevel: Int?
            for part in outline.parts {
                let level = part.section.level
                if let outer = describingLevel, level > outer { continue }
                describingLevel = Self.isNeverTasks(part.section) ? level : nil
                if describingLevel == nil {
                    tasks += listTasks(part.blocks, heading: part.section.title, required: true)
                } else if !Self.isSetup(part.section.title) {
                    // `## Requirements` then `The node must:` and bullets: said outright, they are tasks.
                    tasks += leadInTasks(part.blocks, heading: part.section.title)
                }
            }
        } else {
            for (index, part) in outline.parts.enumerated() {
                if underNumbered[index] {
                    let found = listTasks(part.blocks, heading: part.section.title, required: true, bullets: true)
                    tasks += found.isEmpty && Self.isNumberedTaskHeading(part.section.title) ? paragraphTask(part) : found
                } else if isTaskPart(part) {
                    tasks += listTasks(part.blocks, heading: part.section.title, required: part.section.kind != .extra)
                } else if !Self.isSetup(part.section.title) {
                    tasks += leadInTasks(part.blocks, heading: part.section.title)
                }
            }
        }
        return tasks
    }

    /// A numbered task heading over a paragraph (`## Q1 (3 points)` then `Create a private repo …`).
    private func paragraphTask(_ part: PageOutline.Part) -> [(task: SyllabusTask, item: Int)] {
        // `**10% of the final grade**` and `[Click here](…) to view it` say what the task weighs
        // and where it is, not what to do.
        guard let paragraph = part.blocks.first(where: {
            page.document.kind(of: $0) == .paragraph && page.table($0) == nil && !Self.isWeightOrPointer(page.plainText($0))
        }) else { return [] }
        let text = page.plainText(paragraph)
        return [(SyllabusTask(number: 1, text: text, group: part.section.title, required: true, line: page.fileLine(paragraph)), paragraph)]
    }

    static func isWeightOrPointer(_ text: String) -> Bool {
        let line = text.trimmingSpaces().lowercased()
        let number = line.prefix { $0.isNumber }
        if !number.isEmpty, line.dropFirst(number.count).trimmingSpaces().hasPrefix("%") { return true }
        if !number.isEmpty, line.dropFirst(number.count).trimmingSpaces().hasPrefix("point") { return true }
        return line.hasPrefix("click here") || line.hasPrefix("see ")
    }

    private func listTasks(_ blocks: [Int], heading: String?, required: Bool, bullets: Bool = false) -> [(task: SyllabusTask, item: Int)] {
        let document = page.document
        var tasks: [(task: SyllabusTask, item: Int)] = []
        var group = heading
        var groupRequired = required
        // Under `Task 3` / `Задание 3` the heading names the task; a bold line above the list is
        // an instruction, not a group.
        let headingIsNumberedTask = heading.map(Self.isNumberedTaskHeading) ?? false
        let toDo = bullets || (heading.map(Self.isToDoHeading) ?? false)
        for (index, block) in blocks.enumerated() {
            guard case .list(let style) = document.kind(of: block) else { continue }
            if style.kind != .ordered {
                let leadIn = index > 0 && Self.isModalLeadIn(blocks[index - 1], in: document)
                if toDo || leadIn || Self.isChecklist(block, in: document) {
                    tasks += bulletTasks(block, group: group, required: groupRequired)
                } else {
                    tasks += labelledTaskItems(block, required: groupRequired)
                }
                continue
            }
            if index > 0, !headingIsNumberedTask, let label = Self.label(blocks[index - 1], in: document) {
                // `**Rules:**` above a numbered list: conditions of the course, not things to do.
                if Self.isDescribingLabel(label) { continue }
                group = label
                groupRequired = required && classifier.kind(of: label) != .extra
            }
            // `1. `use_serial`: Used to …`: a numbered list of parameters describes, it does not ask.
            if Self.isDefinitionList(block, in: document) { continue }
            for (offset, item) in document.children(of: block).enumerated() {
                let text = itemText(item)
                // `1. Due **January 21** - Problem Set 1`: a list of due dates, read as deadlines.
                if let first = HeadingWords.lowercased(String(text.prefix(24))).first, SyllabusWords.due.contains(first) { continue }
                tasks.append((SyllabusTask(number: style.start + offset, text: text, group: group, required: groupRequired, line: page.fileLine(item)), item))
            }
        }
        return tasks
    }

    /// The whole item: its nested bullets and follow-up paragraphs are part of the task (a
    /// checklist item without its box).
    private func itemText(_ item: Int) -> String {
        let text = page.document.children(of: item).map(page.plainText).joined(separator: "\n")
        return TaskListBox.of(item: item, in: page.document) != nil ? String(text.dropFirst(TaskListBox.width)) : text
    }

    /// Bullet lists right after a line that says what must be done, and checklists (`- [ ] …`).
    private func leadInTasks(_ blocks: [Int], heading: String) -> [(task: SyllabusTask, item: Int)] {
        blocks.indices.flatMap { index -> [(task: SyllabusTask, item: Int)] in
            guard case .list(let style) = page.document.kind(of: blocks[index]), style.kind == .bullet,
                  (index > 0 && Self.isModalLeadIn(blocks[index - 1], in: page.document)) || Self.isChecklist(blocks[index], in: page.document) else { return [] }
            return bulletTasks(blocks[index], group: heading, required: true)
        }
    }

    /// A list whose every item opens with a box, `[ ]` or `[x]`: GitHub shows checkboxes, things to do.
    static func isChecklist(_ list: Int, in document: MarkdownDocument) -> Bool {
        var items = 0
        for item in document.children(of: list) {
            guard TaskListBox.of(item: item, in: document) != nil else { return false }
            items += 1
        }
        return items > 0
    }

    /// Installation and setup headings: their steps are never the student's tasks.
    static func isSetup(_ title: String) -> Bool {
        let words = Set(HeadingWords.lowercased(title))
        return !words.isDisjoint(with: ["installation", "install", "installing", "setup", "prerequisites", "установка", "instalación", "voraussetzungen"])
            || title.lowercased().contains("getting started")
    }

    /// Bullets as tasks, numbered from 1: an item that is only a label (`**src/util.c**`) over
    /// sub-bullets stands for those sub-bullets.
    /// `* Tareas:` over `- Mirá este video …`: an item that names the work to do, with the work
    /// listed below it; its sub-items are tasks, grouped under it.
    private func labelledTaskItems(_ list: Int, required: Bool) -> [(task: SyllabusTask, item: Int)] {
        let document = page.document
        var tasks: [(task: SyllabusTask, item: Int)] = []
        for item in document.children(of: list) {
            let children = Array(document.children(of: item))
            guard children.count >= 2, document.kind(of: children[0]) == .paragraph,
                  let sublist = children.dropFirst().first(where: { document.kind(of: $0).isList }),
                  case let label = String(page.plainText(children[0]).firstLine.trimmingSpaces()),
                  let first = HeadingWords.lowercased(label).first, SyllabusWords.tasks.contains(first) else { continue }
            let group = String(label.prefix { $0 != "(" && $0 != ":" }.trimmingSpaces())
            tasks += document.children(of: sublist).enumerated().map { offset, sub in
                (SyllabusTask(number: offset + 1, text: itemText(sub), group: group, required: required, line: page.fileLine(sub)), sub)
            }
        }
        return tasks
    }

    /// Words that open a label over the work to do: `Tareas:`, `Tasks`, `To do:`, `Aufgaben:`.

    private func bulletTasks(_ list: Int, group: String?, required: Bool) -> [(task: SyllabusTask, item: Int)] {
        let document = page.document
        var leaves: [Int] = []
        for item in document.children(of: list) {
            let children = Array(document.children(of: item))
            if children.count >= 2, Self.isMarkedLabel(children[0], in: document),
               let sublist = children.dropFirst().first(where: { document.kind(of: $0).isList }) {
                leaves += document.children(of: sublist)
            } else {
                leaves.append(item)
            }
        }
        return leaves.enumerated().map { offset, item in
            (SyllabusTask(number: offset + 1, text: itemText(item), group: group, required: required, line: page.fileLine(item)), item)
        }
    }

    /// Whether every item opens with inline code followed by `:` (`use_serial`: …).
    static func isDefinitionList(_ list: Int, in document: MarkdownDocument) -> Bool {
        let items = Array(document.children(of: list))
        return !items.isEmpty && items.allSatisfy { item in
            guard let paragraph = document.firstChild(of: item), document.kind(of: paragraph) == .paragraph,
                  let first = document.firstChild(of: paragraph), document.kind(of: first) == .code else { return false }
            guard let after = Array(document.children(of: paragraph).prefix(2)).dropFirst().first else { return false }
            return document.plainText(of: after).hasPrefix(":")
        }
    }

    /// A paragraph that is one bold or code span and nothing else: `**src/util.c**`.
    static func isMarkedLabel(_ block: Int, in document: MarkdownDocument) -> Bool {
        guard document.kind(of: block) == .paragraph else { return false }
        let children = Array(document.children(of: block))
        guard children.count == 1 else { return false }
        return document.kind(of: children[0]) == .strong || document.kind(of: children[0]) == .code
    }

    /// `### TODO`, `To do`, `Your task`, `What to do`.
    static func isToDoHeading(_ title: String) -> Bool {
        let words = HeadingWords.lowercased(title)
        return words.contains("todo") || words.joined(separator: " ").contains("to do") || words.joined(separator: " ").contains("your task")
    }

    /// A short paragraph ending in `:` that says what must be done: `The node must:`, `You should:`.
    static func isModalLeadIn(_ block: Int, in document: MarkdownDocument) -> Bool {
        guard document.kind(of: block) == .paragraph else { return false }
        let text = document.plainText(of: block).trimmingSpaces()
        // `please work on the following problems:`, `Clearly specify the following components.`:
        // the sentence before the list names the work in it.
        if text.hasSuffix(":") || text.hasSuffix("."), text.count <= 400,
           case let lastSentence = text.dropLast().split(whereSeparator: { ".!?".contains($0) }).last.map({ HeadingWords.lowercased(String($0)) }) ?? [],
           zip(lastSentence, lastSentence.dropFirst()).contains(where: { followingWords.contains($0) && workNouns.contains($1) }) { return true }
        guard text.hasSuffix(":"), text.count <= 120 else { return false }
        let words = HeadingWords.lowercased(String(text))
        // `Instructions:`, `Steps:`, `Instrucciones:`: a label that says the list is what to do.
        if words.count <= 2, let first = words.first, instructionWords.contains(first) { return true }
        return words.contains(where: modalWords.contains)
    }

    private static let followingWords: Set<String> = ["following", "folgenden", "siguientes", "suivants", "suivantes", "seguintes", "следующие", "seguenti"]
    private static let workNouns: Set<String> = [
        "problems", "exercises", "questions", "tasks", "steps", "components", "parts", "deliverables",
        "aufgaben", "übungen", "fragen", "problemas", "ejercicios", "preguntas", "tareas", "exercices", "questions", "tâches",
        "exercícios", "questões", "tarefas", "задачи", "задания", "упражнения", "вопросы", "esercizi", "domande",
    ]

    private static let instructionWords: Set<String> = ["instructions", "steps", "instrucciones", "pasos", "consignes", "anweisungen", "arbeitsschritte", "instruções", "passos", "инструкции", "istruzioni"]

    private static let modalWords: Set<String> = ["must", "should", "shall", "need", "needs", "required", "muss", "müssen", "soll", "sollen", "должен", "должна", "должно", "должны", "нужно", "необходимо", "debe", "deben", "doit", "doivent"]

    /// Section kinds and heading words whose numbered lists are never tasks when a page has no task heading.
    static func isNeverTasks(_ section: SyllabusSection) -> Bool {
        switch section.kind {
        case .objectives, .materials, .schedule, .hints, .evaluation, .policies: return true
        default: break
        }
        let words = Set(HeadingWords.lowercased(section.title))
        let title = section.title.lowercased()
        return !words.isDisjoint(with: nonTaskWords) || title.contains("getting started") || title.contains("how to submit")
            || (title.hasPrefix("how ") && title.contains(" work"))
    }

    /// A label such as `Rules of the game:` or `Grading policy`.
    static func isDescribingLabel(_ label: String) -> Bool {
        !Set(HeadingWords.lowercased(label)).isDisjoint(with: labelWords)
    }

    private static let labelWords: Set<String> = [
        "rules", "policy", "policies", "guidelines", "grading", "objectives", "goals", "правила", "оценивание", "цели",
        "regeln", "bewertung", "lernziele", "reglas", "evaluación", "objetivos", "règles", "évaluation", "objectifs",
    ]

    private static let nonTaskWords: Set<String> = [
        "installation", "install", "installing", "setup", "prerequisites", "requirements", "submission", "submitting",
        "deployment", "deploy", "contributing", "license", "usage", "process", "background", "overview", "introduction",
        "advice", "tips", "установка", "требования", "сдача", "voraussetzungen", "abgabe", "instalación", "requisitos", "entrega",
    ]

    /// `Task 3`, `Problem 2:`, `Задание 1.`, `Aufgabe 4 – …`, `Ejercicio 2`, `练习 3`.
    static func isNumberedTaskHeading(_ title: String) -> Bool {
        let words = title.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" })
        // `Q1`, `Q2:`, `Q3 (7 points)`.
        if let first = words.first?.lowercased(), first.count >= 2, first.first == "q",
           first.dropFirst().prefix(while: \.isNumber).count >= 1,
           first.dropFirst().drop(while: \.isNumber).allSatisfy({ ".:)".contains($0) }) { return true }
        guard words.count >= 2 else { return false }
        let word = words[0].lowercased()
        // `Assignment Set 1: …`, `Problem Set 3`, `Exercise Sheet 2`.
        if words.count >= 3, ["set", "sheet"].contains(words[1].lowercased()), numberedTaskWords.contains(word) || ["assignment", "homework"].contains(word),
           words[2].first?.isNumber == true { return true }
        let number = words[1].prefix { $0.isNumber }
        return numberedTaskWords.contains(word) && !number.isEmpty
    }

    private static let numberedTaskWords: Set<String> = ["task", "problem", "exercise", "question", "milestone", "step", "sprint", "deliverable", "entrega", "livrable", "шаг", "schritt", "paso", "étape", "etapa", "passo", "задание", "задача", "упражнение", "aufgabe", "übung", "ejercicio", "tarea", "problema", "练习", "习题", "题目"]

    /// A short label paragraph such as `Level 2.` or `**Part B:** …`, punctuation dropped; nil otherwise.
    static func label(_ block: Int, in document: MarkdownDocument) -> String? {
        guard document.kind(of: block) == .paragraph else { return nil }
        if let first = document.firstChild(of: block), document.kind(of: first) == .strong {
            return trimmedLabel(document.plainText(of: first))
        }
        let text = document.plainText(of: block)
        if text.count <= 40 { return trimmedLabel(text) }
        // "Level 2. Solve at least two of these." — a numbered label opening a longer paragraph.
        if let end = text.firstIndex(where: { $0 == "." || $0 == ":" }) {
            let lead = text[..<end]
            if lead.count <= 30, let last = lead.split(separator: " ").last, last.allSatisfy(\.isNumber) || last.count == 1 {
                return trimmedLabel(String(lead))
            }
        }
        return nil
    }

    private static func trimmedLabel(_ text: String) -> String? {
        var label = Substring(text.trimmingSpaces())
        while let last = label.last, ".:;,!?—–-".contains(last) || last == " " { label = label.dropLast() }
        return label.isEmpty ? nil : String(label)
    }
}
