import CourseModel

/// The syllabus record as JSON; the keys and their order are a documented contract (README).
package enum SyllabusJSON {
    /// `{"title", "summary", "meta", "sections", "tasks", "schedule", "deadlines", "links", "images", "html"}`.
    package static func value(_ syllabus: Syllabus) -> JSONValue {
        .object([
            ("title", .string(syllabus.title)),
            ("summary", .string(syllabus.summary)),
            ("meta", .object(syllabus.meta.map { ($0.key, meta($0.value)) })),
            ("sections", .array(syllabus.sections.map { section in
                .object([
                    ("title", .string(section.title)), ("level", .int(section.level)), ("anchor", .string(section.anchor)),
                    ("kind", .string(section.kind.rawValue)), ("text", .string(section.text)),
                ])
            })),
            ("tasks", .array(syllabus.tasks.map { task in
                .object([
                    ("number", .int(task.number)), ("text", .string(task.text)), ("group", .string(task.group)),
                    ("required", .bool(task.required)),
                ])
            })),
            ("schedule", .array(syllabus.schedule.map { entry in
                .object([
                    ("week", .string(entry.week)), ("date", .string(entry.date?.description)), ("topic", .string(entry.topic)),
                    ("cells", .object(entry.cells.map { ($0.header, .string($0.text)) })),
                ])
            })),
            ("deadlines", .array(syllabus.deadlines.map { .object([("title", .string($0.title)), ("due", .string($0.due.description))]) })),
            ("links", .array(syllabus.links.map { .object([("text", .string($0.text)), ("url", .string($0.url))]) })),
            ("images", .array(syllabus.images.map { .object([("alt", .string($0.alt)), ("url", .string($0.url))]) })),
            ("html", .string(syllabus.html)),
        ])
    }

    private static func meta(_ value: SyllabusMetaValue) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .text(let text): .string(text)
        case .list(let items): .array(items.map(meta))
        case .map(let entries): .object(entries.map { ($0.key, meta($0.value)) })
        }
    }
}
