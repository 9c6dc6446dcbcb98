import CourseModel

/// The syllabus parts of a course page as template values: contents from the page's sections,
/// the schedule as a table, the numbered tasks, and the deadlines (page dates and projects).
struct CourseSyllabusView {
    let catalog: SiteCatalog

    /// The course page's own section ids; GitHub anchors never contain a `.`, so they cannot clash.
    enum Anchor {
        static let schedule = "course.schedule", tasks = "course.tasks", deadlines = "course.deadlines", sessions = "course.sessions"

        /// The anchor of the task at `index` (0-based) in the record's task list.
        static func task(_ index: Int) -> String { "course.task-\(index + 1)" }
    }

    /// Keys `syllabusHTML`, `syllabusUntitled`, `externalPage`, `pageMissing`, `toc`, `schedule`, `tasks`, `deadlines`.
    func context(_ course: Course, root: String) -> TemplateObject {
        var context: TemplateObject = [:]
        let view = catalog.input.syllabi[course.id]
        let record = view?.record
        if let view {
            context["externalPage"] = view.externalURL.map(TemplateValue.string)
            if record == nil { context["pageMissing"] = true }
            if !view.html.isEmpty {
                context["syllabusHTML"] = .string(view.html)
                // Its section needs a heading of its own when the page brings none.
                if record?.sections.isEmpty ?? true { context["syllabusUntitled"] = true }
            }
        }
        var toc: [TemplateValue] = (record?.sections ?? []).filter { $0.level <= 3 }.map {
            ["title": .string($0.title), "href": "#\($0.anchor)", "sub": .bool($0.level == 3)]
        }
        if let record, !record.schedule.isEmpty {
            context["schedule"] = schedule(record.schedule)
            toc.append(["title": "Week by week", "href": "#\(Anchor.schedule)", "sub": false])
        }
        if let record, !record.tasks.isEmpty {
            context["tasks"] = .list(record.tasks.enumerated().map { index, task in
                var row: TemplateObject = ["number": .number(task.number), "text": .string(task.text), "anchor": .string(Anchor.task(index)),
                                                    "required": .bool(task.required), "kind": task.required ? "Required" : "Extra"]
                if let group = task.group, !group.isEmpty { row["group"] = .string(group) }
                return .object(row)
            })
            toc.append(["title": "Tasks", "href": "#\(Anchor.tasks)", "sub": false])
        }
        let deadlines = deadlines(course, root: root)
        if !deadlines.isEmpty {
            context["deadlines"] = .list(deadlines)
            toc.append(["title": "Deadlines", "href": "#\(Anchor.deadlines)", "sub": false])
        }
        if !toc.isEmpty { toc.append(["title": "Sessions", "href": "#\(Anchor.sessions)", "sub": false]) }
        context["toc"] = .list(toc)
        return context
    }

    /// Week, date, topic, then one column per other header of the page's schedule tables.
    private func schedule(_ entries: [ScheduleEntry]) -> TemplateValue {
        let others = entries.map(otherCells)
        var headers: [String] = []
        for cells in others {
            for cell in cells where !headers.contains(cell.header) { headers.append(cell.header) }
        }
        let rows: [TemplateValue] = zip(entries, others).map { entry, cells in
            var row: TemplateObject = [
                "week": .string(entry.week ?? ""), "topic": .string(entry.topic),
                "cells": TemplateValue(headers.map { header in cells.first { $0.header == header }?.text ?? "" }),
            ]
            if let date = entry.date {
                row["date"] = .string(Format.date(date))
                row["dateISO"] = .string(date.description)
            } else if let written = entry.cells.first(where: { ScheduleExtractor.dateWords.contains($0.header.lowercased()) }) {
                row["date"] = .string(written.text)
            }
            return .object(row)
        }
        return ["columns": TemplateValue(headers), "rows": .list(rows)]
    }

    /// The cells not already shown as week, date or topic.
    private func otherCells(_ entry: ScheduleEntry) -> [ScheduleCell] {
        var topicShown = false
        return entry.cells.filter { cell in
            let header = cell.header.lowercased()
            if ScheduleExtractor.weekWords.contains(header) || ScheduleExtractor.dateWords.contains(header) { return false }
            if !topicShown, cell.text == entry.topic {
                topicShown = true
                return false
            }
            return !cell.header.isEmpty || !cell.text.isEmpty
        }
    }

    /// The page's dated deadlines and the course's projects, by due date.
    private func deadlines(_ course: Course, root: String) -> [TemplateValue] {
        let today = catalog.input.today
        var rows: [(due: DueDate, name: String, context: TemplateValue)] = catalog.projects(of: course.id).map { project in
            (project.due, project.name, .object(catalog.projectContext(project, root: root).merging(["source": "Project"])))
        }
        for deadline in catalog.index.pageDeadlines[course.id] ?? [] {
            rows.append((deadline.due, deadline.title, [
                "name": .string(deadline.title), "due": .string(Format.due(deadline.due)), "dueISO": .string(deadline.due.description),
                "status": deadline.due.date < today ? "Passed" : "Upcoming", "source": "Course page",
            ]))
        }
        return rows.sorted { ($0.due, $0.name) < ($1.due, $1.name) }.map(\.context)
    }
}
