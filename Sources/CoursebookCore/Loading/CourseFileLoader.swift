import CourseModel

/// Reads one `courses/<id>.yml`.
struct CourseFileLoader {
    let file: BookFile
    let id: String

    func load(diagnostics: inout [Diagnostic]) -> LoadedCourse? {
        guard let text = file.readText(diagnostics: &diagnostics) else { return nil }
        guard let root = YAMLSource(path: file.relativePath).compose(text, diagnostics: &diagnostics) else {
            if !diagnostics.hasErrors {
                diagnostics.append(.error(SourceLocation(path: file.relativePath, line: 1, column: 1), "course file is empty; it needs at least 'name', 'subject' and 'meets'"))
            }
            return nil
        }
        guard let fields = YAMLMapping(root, what: "a course file", diagnostics: &diagnostics) else { return nil }
        fields.warnAboutUnknownKeys(allowed: CourseFileKeys.inOrder, diagnostics: &diagnostics)
        let name = fields.string("name", required: true, diagnostics: &diagnostics)
        let subject = fields.string("subject", required: true, diagnostics: &diagnostics)
        let branch = fields.string("branch", required: false, diagnostics: &diagnostics) ?? ""
        let teacher = fields.string("teacher", required: false, diagnostics: &diagnostics)
        if let teacher, !Identifier.isValid(teacher) {
            diagnostics.append(.error(fields["teacher"]!.location, "'teacher' is not a valid person id (lower-case letters, digits, '-' and '_')"))
        }
        var staff: [StaffMember] = []
        var staffLocations: [(person: SourceLocation, role: SourceLocation)] = []
        if let teacher, let location = fields["teacher"]?.location {
            staff.append(StaffMember(personID: teacher, role: .instructor))
            staffLocations.append((location, location))
        }
        if let list = fields["staff"] {
            let parser = StaffParser(path: file.relativePath)
            if let items = list.items {
                for item in items {
                    guard let (member, locations) = parser.member(item, diagnostics: &diagnostics) else { continue }
                    if let index = staff.firstIndex(where: { $0.personID == member.personID }) {
                        diagnostics.append(.error(locations.person, "'\(member.personID)' is on the staff twice (first at line \(staffLocations[index].person.line)); give one entry with one role"))
                        continue
                    }
                    staff.append(member)
                    staffLocations.append(locations)
                }
            } else {
                diagnostics.append(.error(list.location, "'staff' must be a list of {person, role, office, hours}"))
            }
        }
        var meetings: [Meeting] = []
        var meetingLocations: [SourceLocation] = []
        if let meets = fields["meets"] {
            if let items = meets.items {
                for item in items {
                    guard let meeting = MeetingParser(path: file.relativePath).meeting(item, diagnostics: &diagnostics) else { continue }
                    meetings.append(meeting)
                    meetingLocations.append(item.location)
                }
            } else {
                diagnostics.append(.error(meets.location, "'meets' must be a list of {days, start, end, room}"))
            }
        }
        var cancelled: [(date: LocalDate, location: SourceLocation)] = []
        var extras: [ExtraSession] = []
        var extraLocations: [SourceLocation] = []
        if let sessions = fields["sessions"], let sessionFields = YAMLMapping(sessions, what: "'sessions'", diagnostics: &diagnostics) {
            sessionFields.warnAboutUnknownKeys(allowed: ["cancel", "extra"], diagnostics: &diagnostics)
            cancelled = cancelledDates(sessionFields["cancel"], diagnostics: &diagnostics)
            if let extra = sessionFields["extra"] {
                if let items = extra.items {
                    for item in items {
                        guard let extra = MeetingParser(path: file.relativePath).extraSession(item, diagnostics: &diagnostics) else { continue }
                        extras.append(extra)
                        extraLocations.append(item.location)
                    }
                } else {
                    diagnostics.append(.error(extra.location, "'extra' must be a list of {date, start, end, room, title}"))
                }
            }
        }
        var page: PageOrigin?
        if let pageText = fields.string("page", required: false, diagnostics: &diagnostics) {
            page = pageSource(pageText, location: fields["page"]!.location, diagnostics: &diagnostics)
        }
        if meetings.isEmpty, extras.isEmpty, fields["meets"] == nil {
            diagnostics.append(.warning(fields.value.location, "course has no 'meets' and no extra sessions, so it has no sessions"))
        }
        guard let name, let subject else { return nil }
        let course = Course(
            id: id, name: name, subject: subject, branch: branch, staff: staff, meetings: meetings,
            cancelled: cancelled.map(\.date), extraSessions: extras, page: page
        )
        return LoadedCourse(
            course: course, path: file.relativePath, teacherLocation: fields["teacher"]?.location, staffLocations: staffLocations, cancelLocations: cancelled,
            meetingLocations: meetingLocations, extraLocations: extraLocations
        )
    }

    private func cancelledDates(_ value: YAMLValue?, diagnostics: inout [Diagnostic]) -> [(date: LocalDate, location: SourceLocation)] {
        guard let value else { return [] }
        guard let items = value.items else {
            diagnostics.append(.error(value.location, "'cancel' must be a list of dates"))
            return []
        }
        return items.compactMap { item in
            guard let text = item.scalarText, let date = LocalDate(iso: text.trimmingWhitespace()) else {
                diagnostics.append(.error(item.location, "cancelled date is not a valid date (expected YYYY-MM-DD)"))
                return nil
            }
            return (date, item.location)
        }
    }

    /// Parses `pages/<file>.md`, `github:OWNER/REPO[/PATH][@REF]` or an https address.
    private func pageSource(_ text: String, location: SourceLocation, diagnostics: inout [Diagnostic]) -> PageOrigin? {
        // A pasted github.com address is read as the repository file it shows.
        switch PageOrigin.read(text) {
        case .origin(let origin): return origin
        case .problem(let problem):
            diagnostics.append(.error(location, "'page' \(problem)"))
            return nil
        case .path: break
        }
        guard BookPath.isSafeRelative(text) else {
            diagnostics.append(.error(location, "'page' must be a path inside the book such as pages/intro.md, a github: reference or an https address"))
            return nil
        }
        // A course page is published as is: only Markdown, never a roster or other data file.
        guard PageOrigin.isMarkdownFileName(text) else {
            diagnostics.append(.error(location, "course page '\(text)' must be a Markdown file (.md or .markdown)"))
            return nil
        }
        let pageFile = file.sibling(text)
        if !pageFile.exists {
            diagnostics.append(.error(location, "course page '\(text)' does not exist"))
        } else if let problem = pageFile.placeProblem() {
            diagnostics.append(.error(location, "course page '\(text)' \(problem)"))
        } else if let problem = BookDataFiles.problem(pageFile) {
            diagnostics.append(.error(location, "course page '\(text)' \(problem)"))
        }
        return .local(path: text)
    }
}
