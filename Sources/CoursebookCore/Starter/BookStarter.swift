import Foundation

/// The files of a new course book, each commented so a first-time editor knows what every field means.
package enum BookStarter {
    /// The first course's page, a Markdown file of the book.
    private static let introPage = BookLayout.path(in: BookLayout.pagesFolder, "intro.md")

    /// Relative path and content of every starter file.
    package static let files: [(path: String, text: String)] = [
        (".gitignore", """
        # What coursebook writes and git should not keep: built sites (public and staff) and the
        # tool's own folder (the lock, an interrupted edit's journal, the cache of GitHub pages).
        /\(OutputFolderSwap.defaultName(for: .public))*/
        /\(BookLayout.toolFolder)/

        """),
        (BookLayout.settingsFile, """
        # The course book's settings. Dates are YYYY-MM-DD; times in the term's time zone.
        title: My School                 # shown at the top of every page
        term:
          name: Spring 2027              # the teaching period
          start: 2027-02-15              # first day of teaching
          end: 2027-05-28                # last day of teaching
          timezone: Europe/Berlin        # IANA zone; sessions keep their local time across DST
          holidays:                      # days without classes: a date, or {start, end, name}
            - {start: 2027-03-29, end: 2027-04-02, name: Easter break}
        calendar:
          reminder_hours: 6              # calendar reminder before each project deadline
        site:
          language: en                   # the site's fixed words and dates: en, ru, de or es

        """),
        (BookCSVFile.people.name, """
        id,first_name,last_name,email,role
        ateacher,Ada,Teacher,ada.teacher@example.edu,teacher
        bteacher,Ben,Tutor,ben.tutor@example.edu,teacher
        cstudent,Cleo,Student,cleo.student@example.edu,student
        dstudent,Dev,Learner,dev.learner@example.edu,student

        """),
        (BookCSVFile.enrollments.name, """
        course,student
        intro,cstudent
        intro,dstudent
        lab,cstudent

        """),
        (BookCSVFile.projects.name, """
        course,name,due,done
        intro,First essay,2027-03-12,no
        lab,Lab report,2027-04-23T18:00,no

        """),
        (CourseFolder.newFilePath("intro"), """
        # A course; its id is the file name (intro).
        name: Introduction to the Subject   # display name
        subject: General Studies            # teachers are grouped by subject
        branch: Main Campus                 # campus or programme
        teacher: ateacher                   # a person id from people.csv with role teacher
        meets:                              # weekly meetings; days as letters MTWRFSU or [Mon, Wed]
          - days: MW
            start: "09:00"
            end: "10:30"
            room: Room 1
        page: \(introPage)                # the course page (syllabus), Markdown in this book

        """),
        (CourseFolder.newFilePath("lab"), """
        # A second course, taught in a lab once a week.
        name: Practical Lab
        subject: General Studies
        branch: Main Campus
        teacher: bteacher
        meets:
          - days: F
            start: "13:00"
            end: "15:00"
            room: Lab A
        sessions:
          cancel: [2027-05-07]              # regular sessions that do not take place

        """),
        (introPage, """
        # Introduction to the Subject

        A short description of the course. This page becomes the syllabus on the course's web page.

        ## Schedule

        | Week | Topic |
        |-----:|-------|
        | 1 | Welcome |
        | 2 | First steps |

        ## Tasks

        - Read chapter 1 before week 2.
        - Hand in the first essay by 12 March.

        """),
    ]

    /// The starter files, with `workflow`'s CI file and what its `.gitignore` adds.
    package static func files(publishingWith workflow: PublishingWorkflow?) -> [(path: String, text: String)] {
        guard let workflow else { return files }
        return files.map { file in
            file.path == ".gitignore" ? (file.path, file.text + workflow.ignoredPaths.map { $0 + "\n" }.joined()) : file
        } + [(workflow.path, workflow.text)]
    }

    /// Writes the starter book into `folder`, which must not exist yet or be empty, with
    /// `workflow`'s CI file when one is asked for.
    package static func create(at folder: URL, publishingWith workflow: PublishingWorkflow? = nil) throws(AtomicFile.WriteError) {
        let manager = FileManager.default
        if let entries = try? manager.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
            throw AtomicFile.WriteError(path: folder.path, reason: "the folder is not empty")
        }
        for file in files(publishingWith: workflow) {
            let url = folder.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw AtomicFile.WriteError(path: url.deletingLastPathComponent().path, reason: "cannot create folder")
            }
            try AtomicFile.write(file.text, to: url)
        }
    }
}
