import CourseHTML
import CourseMarkdown
import CourseModel

/// Turns one course page (Markdown with optional YAML front matter) into a `Syllabus`.
package struct SyllabusExtractor: Sendable {
    /// Where relative addresses point.
    package var origin: PageOrigin
    /// The year for dates written without one, over the front matter's `year` (`--year`).
    package var year: Int?
    /// The year used when neither `year` nor the front matter gives one (the book's term year).
    package var fallbackYear: Int?
    /// Extra heading words per section kind (`syllabus.sections` in `coursebook.yml`).
    package var sectionWords: [String: [String]]
    /// The GitHub addresses relative links resolve against.
    package var endpoints: GitHubEndpoints
    /// How the HTML is written for the page that shows it (the site's course page).
    var presentation = PagePresentation()

    /// Creates an extractor.
    package init(origin: PageOrigin = .local(path: ""), year: Int? = nil, sectionWords: [String: [String]] = [:], endpoints: GitHubEndpoints = .fromEnvironment()) {
        self.origin = origin
        self.year = year
        self.sectionWords = sectionWords
        self.endpoints = endpoints
    }

    /// Reads `text`; `path` names the page in errors. Throws when the front matter is not valid
    /// YAML or the page is one of libcmark's slow inputs.
    package func extract(_ text: String, path: String) throws(SyllabusError) -> Syllabus {
        let split = FrontMatter(splitting: text)
        let meta = try split.yaml.map { yaml throws(SyllabusError) in try FrontMatterValues.read(yaml, path: path, lineOffset: split.yamlLineOffset) } ?? []
        let page: SyllabusPage
        do {
            page = try SyllabusPage(body: split.body, lineOffset: split.bodyLineOffset)
        } catch {
            throw .rejected(path: path, line: error.line + split.bodyLineOffset, reason: error.description)
        }
        let defaultYear = year ?? meta["year"]?.scalarText.flatMap { Int($0) } ?? fallbackYear
        var dates = DateText(defaultYear: defaultYear)
        (dates.slashDayFirst, dates.dotMonthFirst) = SlashDateOrder.orders(split.body)
        let classifier = SectionClassifier(extraWords: sectionWords)
        let outline = PageOutline(page: page, classifier: classifier)
        let resolver = LinkResolver(origin: origin, endpoints: endpoints)

        let taskItems = TaskExtractor(page: page, classifier: classifier).items(outline)
        let rendered = render(page: page, outline: outline, resolver: resolver, taskItems: taskItems.map(\.item))
        var rows = ScheduleExtractor(page: page, dates: dates, htmlTables: rendered.tables, htmlLists: rendered.lists).rows(outline)
        let title = Self.title(meta: meta, outline: outline)
        var deadlineReader = DeadlineExtractor(page: page, dates: dates)
        deadlineReader.pageTitle = title
        var textDeadlines = deadlineReader.fromText(outline.preamble, fallback: title)
        // `due: 2024-09-10`, `due_on_class: final event (12/16 at 1pm)`: the front matter dates
        // the page's work.
        for entry in meta where entry.key.split(whereSeparator: { "_- ".contains($0) }).contains(where: { SyllabusWords.due.contains($0.lowercased()) }) {
            if let text = entry.value.scalarText, let found = dates.first(in: Substring(text)) {
                textDeadlines.append(SyllabusDeadline(title: title, due: found.date))
            }
        }
        let deadlineLists = DeadlineLists(page: page, dates: dates)
        // The headings above each part, asked whether one names what is handed in only under a
        // dated heading (most headings hold no date).
        var above: [(level: Int, title: String)] = []
        for part in outline.parts {
            while let last = above.last, last.level >= part.section.level { above.removeLast() }
            let chain = above
            above.append((part.section.level, part.section.title))
            // `## Prazo: 06/10/26` names no work: the page does.
            textDeadlines += deadlineReader.fromText([part.heading], fallback: title)
            if let due = deadlineLists.headingDeadline(part.section.title) {
                textDeadlines.append(due)
            } else if let due = deadlineLists.datedHeading(part.section.title), chain.contains(where: { DeadlineLists.namesDeadlines($0.title) }) {
                // `## Deliverables` over `### Check-in 11/20 (5 points)`.
                textDeadlines.append(due)
            }
            textDeadlines += DeadlineLists.namingWork(deadlineReader.fromText(part.blocks, fallback: ScheduleTable.workName(part.section.title)), heading: part.section.title)
        }
        // Text an author's HTML shows outside its tables and lists (`* [Lab 2](…) (Due: 09/16/2024)`
        // in an HTML block that runs on): its dated deadlines, as a cell's are read, named by
        // the words its Markdown means.
        for html in rendered.texts {
            // `Due: 2021-10-11` in a `<details>` naming nothing: the page's work, as in its paragraphs.
            textDeadlines += html.lines.flatMap { deadlineReader.inCell(ScheduleExtractor.readingInlineMarkdown($0), date: nil) }.map { deadline in
                var deadline = deadline
                if deadline.title.isEmpty { deadline.title = title }
                return deadline
            }
        }
        TermYearRollover.apply(year: defaultYear, rows: &rows, textDeadlines: &textDeadlines)
        let deadlines = (rows.flatMap(\.deadlines) + textDeadlines).map { deadline in
            var deadline = deadline
            deadline.title = Self.withoutInvisibles(deadline.title)
            return deadline
        }
        let schedule = rows.compactMap(\.entry).map { entry in
            var entry = entry
            entry.topic = Self.withoutInvisibles(entry.topic)
            return entry
        }
        return Syllabus(
            title: title,
            summary: Self.summary(page: page, outline: outline),
            meta: meta,
            sections: outline.parts.map(\.section),
            tasks: taskItems.map(\.task),
            schedule: schedule,
            deadlines: Self.unique(deadlines),
            links: rendered.links,
            images: rendered.images,
            html: rendered.html,
            notices: rendered.notices + rendered.disarmed
        )
    }

    /// The page's HTML with its links and images. A page with raw HTML is rendered with it and then
    /// sanitized, which also yields the author's tables; a page without is rendered safe directly.
    private func render(page: SyllabusPage, outline: PageOutline, resolver: LinkResolver, taskItems: [Int]) -> PageHTMLSanitizer.Result {
        var renderer = SyllabusHTMLRenderer(document: page.document, tables: page.tables, anchors: outline.anchors, resolver: resolver)
        renderer.places = LinkPlaces(page: page)
        if presentation.marksTasks {
            renderer.itemAnchors = Dictionary(uniqueKeysWithValues: taskItems.enumerated().map { ($1, CourseTaskAnchor.id($0)) })
        }
        func direct() -> PageHTMLSanitizer.Result {
            var plain = renderer
            plain.keepsRawHTML = false
            plain.presentation = presentation
            var notes = RenderNotes()
            let html = String(decoding: plain.renderBytes(notes: &notes), as: UTF8.self)
            var result = PageHTMLSanitizer.Result(html: html, links: notes.links, images: notes.images)
            result.disarmed = notes.notices
            return result
        }
        guard page.hasRawHTML else { return direct() }
        renderer.keepsRawHTML = true
        var notes = RenderNotes()
        let bytes = renderer.renderBytes(notes: &notes)
        let raw = notes.raw
        if let problem = HTMLComplexityScreen().problem(in: raw.segments.map { bytes[$0.output] }) {
            // Too deep or too wide for the HTML5 parser to finish quickly: the page is shown without
            // its raw HTML, and says so.
            let place = raw.position(of: raw.segments[problem.chunk].output.lowerBound + problem.offset, in: bytes) ?? (1, nil)
            var result = direct()
            result.notices.insert(SyllabusNotice(line: place.line + page.lineOffset, column: place.column, message: "\(problem.reason): the page's raw HTML is left out"), at: 0)
            return result
        }
        var sanitizer = PageHTMLSanitizer(resolver: resolver, sectionAnchors: Set(outline.parts.map(\.section.anchor)))
        sanitizer.lineOffset = page.lineOffset
        sanitizer.presentation = presentation
        return sanitizer.sanitize(bytes, raw: raw, markdownLinks: (notes.links, notes.images))
    }

    private static func title(meta: [SyllabusMetaEntry], outline: PageOutline) -> String {
        if let title = meta["title"]?.scalarText, !title.isEmpty { return title }
        return (outline.parts.first { $0.section.level == 1 } ?? outline.parts.first)?.section.title ?? ""
    }

    /// The first paragraph after the title heading (or at the top when the title is not a heading).
    private static func summary(page: SyllabusPage, outline: PageOutline) -> String {
        let candidates: [Int]
        if let titlePart = outline.parts.first(where: { $0.section.level == 1 }) ?? outline.parts.first {
            candidates = outline.preamble.isEmpty || outline.parts.first?.section.level == 1 ? titlePart.blocks : outline.preamble
        } else {
            candidates = outline.preamble
        }
        guard let paragraph = candidates.first(where: { page.document.kind(of: $0) == .paragraph && page.table($0) == nil }) else { return "" }
        return page.document.plainText(of: paragraph)
    }

    /// `Fluxo\u{200B}: Seleção` as `Fluxo: Seleção`: zero-width spaces and byte-order marks, which
    /// pages carry from word processors, show as nothing and make a topic differ from its twin.
    static func withoutInvisibles(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{200B}" || $0 == "\u{FEFF}" }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{200B}" && $0 != "\u{FEFF}" }))
    }

    /// Each deadline once. The same item read twice, from its row and from the paragraph around
    /// it, is one: a title that ends with another's on the same day (`Goldberg 10-11 : Project 1`
    /// and `Project 1`) is that one with the text before it, and a due line that names nothing is
    /// the named deadline of its day (`: Due: Feb 05` under `: Lab 01 Release`).
    private static func unique(_ deadlines: [SyllabusDeadline]) -> [SyllabusDeadline] {
        var seen: Set<SyllabusDeadline> = []
        let distinct = deadlines.filter { seen.insert($0).inserted }
        let byDay = Dictionary(grouping: distinct, by: \.due)
        return distinct.filter { deadline in
            let sameDay = byDay[deadline.due] ?? []
            if deadline.title.isEmpty, sameDay.contains(where: { !$0.title.isEmpty }) { return false }
            return !sameDay.contains { other in other.title != deadline.title && endsWithWord(deadline.title, other.title) }
        }
    }

    private static func endsWithWord(_ text: String, _ suffix: String) -> Bool {
        guard !suffix.isEmpty, text.count > suffix.count, text.lowercased().hasSuffix(suffix.lowercased()) else { return false }
        let before = text[text.index(text.endIndex, offsetBy: -suffix.count - 1)]
        // A word of its own: `multimodal-llm` is not `llm` read twice.
        return before == " " || before == "\u{00A0}"
    }
}
