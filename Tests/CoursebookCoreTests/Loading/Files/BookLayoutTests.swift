import Testing
@testable import CoursebookCore

/// The book's own file and folder names come from `BookLayout`, and every room reads them there.
@Suite("Book layout")
struct BookLayoutTests {
    @Test func theDataFilesAreTheSettingsAndTheRecordFiles() {
        #expect(BookLayout.recordFiles == ["people.csv", "enrollments.csv", "attendance.csv", "bonus.csv", "projects.csv"])
        #expect(BookLayout.topLevelDataFiles == ["coursebook.yml"] + BookLayout.recordFiles)
        #expect(BookLayout.pageCacheFolder == ".coursebook/cache")
        #expect(BookLock.relativePath == ".coursebook/lock")
        #expect(EditJournal.relativePath == ".coursebook/journal")
    }

    @Test func noBuildPublishesOrReplacesTheBooksOwnEntries() {
        for name in BookLayout.topLevelDataFiles + [CourseFolder.newFilePath("alg"), BookLayout.pageCacheFolder + "/page"] {
            #expect(BookDataFiles.contains(name), "\(name)")
        }
        let entries = BookLayout.topLevelDataFiles + [
            BookLayout.coursesFolder, BookLayout.notesFolder, BookLayout.pagesFolder, BookLayout.staticFolder, BookLayout.toolFolder,
        ]
        for name in entries { #expect(OutputFolderSwap.bookEntries.contains(name), "\(name)") }
    }

    @Test func courseInputsAreTheCourseFoldersThePageCacheAndTheCourseRecords() {
        for path in ["courses", "courses/alg.yml", "notes/alg/2027-02-15-a.md", "pages", "pages/alg.md", ".coursebook",
                     ".coursebook/cache", ".coursebook/cache/x", "enrollments.csv", "attendance.csv", "bonus.csv", "projects.csv"] {
            #expect(SiteReuse.isCourseInput(path), "\(path)")
        }
        for path in ["coursebook.yml", "people.csv", ".coursebook/lock", "static/a.css", "Templates/page.mustache", "coursesx", "notes.md"] {
            #expect(!SiteReuse.isCourseInput(path), "\(path)")
        }
    }

    @Test func theStarterBookIsLaidOutAsTheLoaderReadsIt() {
        let files = BookStarter.files
        let paths = Set(files.map(\.path))
        for path in [BookLayout.settingsFile, "people.csv", "enrollments.csv", "projects.csv", "courses/intro.yml", "courses/lab.yml", "pages/intro.md"] {
            #expect(paths.contains(path), "\(path)")
        }
        #expect(files.first { $0.path == "courses/intro.yml" }?.text.contains("page: pages/intro.md ") == true)
        #expect(files.first { $0.path == ".gitignore" }?.text.contains("\n/_site*/\n/.coursebook/\n") == true)
    }

    @Test func aNewRecordFileStartsWithTheRequiredColumns() {
        for file in BookCSVFile.allCases {
            #expect(Array(file.newFileColumns.prefix(file.requiredColumns.count)) == file.requiredColumns)
            #expect(Set(file.newFileColumns).count == file.newFileColumns.count)
        }
        #expect(RecordFile.people.name == "people.csv")
        #expect(RecordFile.people.columns == ["id", "first_name", "last_name", "email", "role"])
        #expect(RecordFile.bonus.columns == ["course", "student", "points", "reason", "date"])
        #expect(RecordFile.projects.columns == ["course", "name", "due", "done"])
    }

    @Test func aBookPathIsInAFolderByRealPathsRule() {
        #expect(BookLayout.isIn("notes", "notes"))
        #expect(BookLayout.isIn("notes", "notes/alg/2026-09-01-a.md"))
        #expect(!BookLayout.isIn("notes", "notes-old/a.md"))
        for (folder, path) in [("notes", "notes/a"), ("notes", "notesx"), ("static", "static")] {
            #expect(BookLayout.isIn(folder, path) == RealPaths.path(path, isInside: folder))
        }
    }
}
