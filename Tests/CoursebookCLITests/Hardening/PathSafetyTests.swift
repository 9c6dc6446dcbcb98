import CourseModel
import CoursebookCore
import Foundation
import Testing

/// Hostile ids and file names are refused with a message, never cleaned up into something else,
/// and nothing is ever written outside the output folder.
@Suite("Path safety")
struct PathSafetyTests {
    static let hostileNames = ["../x", "a/../../x", "%2e%2e", "%2e%2e%2fx", "..\\x", "/etc/passwd", "x\0y", String(repeating: "a", count: 300),
                               "..", ".", "~root", "C:\\x", "a//b", "A", "-x", "x y", "\u{202E}x", "ａ"]

    private static func copy() throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-paths-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BookCopy.fixtures.appendingPathComponent("site-book"), to: book)
        return book
    }

    @Test(arguments: hostileNames)
    func hostileIdsInDataAreRefused(_ name: String) throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book) }
        let field = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        try Data("id,first_name,last_name,email,role\ntlovelace,Ada,Lovelace,ada@canary.example.edu,teacher\n\(field),Eve,Il,eve@canary.example.edu,student\n".utf8)
            .write(to: book.appendingPathComponent("people.csv"))
        try Data("course,student\n".utf8).write(to: book.appendingPathComponent("enrollments.csv"))
        try Data("course,student,date,status\n".utf8).write(to: book.appendingPathComponent("attendance.csv"))
        try Data("course,student,points,reason,date\n".utf8).write(to: book.appendingPathComponent("bonus.csv"))
        let found = BookErrors.of(book)
        #expect(found.count == 1 && found.first?.location.path == "people.csv" && found.first?.location.line == 3, "\(found)")
        #expect(found.first?.message.contains("'id'") == true)
    }

    @Test(arguments: hostileNames.filter { !$0.contains("\0") && !$0.contains("/") && !$0.hasPrefix(".") })
    func hostileCourseFileNamesAreRefused(_ name: String) throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book) }
        let fileName = String(name.utf8.prefix(246))! + ".yml"
        try FileManager.default.copyItem(at: book.appendingPathComponent("courses/geo.yml"), to: book.appendingPathComponent("courses/" + fileName))
        let found = BookErrors.of(book)
        #expect(found.contains { $0.location.path == "courses/" + fileName && $0.message.contains("course id") }, "\(found)")
    }

    @Test(arguments: ["../people.csv", "pages/../../x.md", "%2e%2e/x.md", "..\\x.md", "/etc/passwd", "pages/a\u{0}b.md", "~/x.md",
                      String(repeating: "p/", count: 600) + "x.md"])
    func hostilePagePathsAreRefused(_ page: String) throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book) }
        let course = try String(contentsOf: book.appendingPathComponent("courses/alg.yml"), encoding: .utf8)
        try Data(course.replacingOccurrences(of: "page: pages/alg.md", with: "page: '\(page)'").utf8).write(to: book.appendingPathComponent("courses/alg.yml"))
        let found = BookErrors.of(book)
        #expect(found.count == 1 && found.first?.location.path == "courses/alg.yml" && (found.first?.message.contains("'page'") == true || (page.contains("\0") && found.first?.message.contains("invalid YAML") == true)), "\(found)")
    }

    @Test func aSymlinkedFolderLeadingOutOfTheBookIsRefused() throws {
        let book = try Self.copy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-outside-\(UUID().uuidString)")
        defer { for url in [book, outside] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("# Secret\n\nsecret-outside-the-book\n".utf8).write(to: outside.appendingPathComponent("alg.md"))
        try FileManager.default.moveItem(at: book.appendingPathComponent("pages"), to: book.appendingPathComponent("pages-real"))
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("pages"), withDestinationURL: outside)
        let found = BookErrors.of(book)
        #expect(found.contains { $0.location.path == "courses/alg.yml" || $0.location.path == "pages/alg.md" }, "\(found)")
        #expect(found.contains { $0.message.contains("symbolic link") }, "\(found)")
    }

    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func linkedAndStaticFilesBehindSymlinksAreNotCopied() throws {
        let book = try Self.copy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-outside-\(UUID().uuidString)")
        defer { for url in [book, outside] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret-outside-the-book\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("pages/leak"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("static"), withDestinationURL: outside)
        let page = try String(contentsOf: book.appendingPathComponent("pages/alg.md"), encoding: .utf8)
        try Data((page + "\nSee [the file](leak/secret.txt).\n").utf8).write(to: book.appendingPathComponent("pages/alg.md"))
        let output = book.appendingPathComponent("_site")
        let run = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("symbolic link"), "\(run.output)")
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] {
            let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) ?? Data()
            #expect(!String(decoding: data, as: UTF8.self).contains("secret-outside-the-book"), "\(path) holds a file from outside the book")
        }
    }

    /// Every file the loader reads, swapped for a symbolic link to a copy outside the book: each is
    /// refused at its own path (a course page at the course file that names it).
    @Test(arguments: [
        ("coursebook.yml", "coursebook.yml"), ("people.csv", "people.csv"), ("enrollments.csv", "enrollments.csv"),
        ("projects.csv", "projects.csv"), ("attendance.csv", "attendance.csv"), ("bonus.csv", "bonus.csv"),
        ("courses/geo.yml", "courses/geo.yml"), ("notes/alg/2026-09-08-first-meeting.md", "notes/alg/2026-09-08-first-meeting.md"),
        ("pages/alg.md", "courses/alg.yml"),
    ])
    func aSymlinkOutOfTheBookIsRefusedWhereverAFileIsRead(_ path: String, reportedAt: String) throws {
        let book = try Self.copy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-outside-\(UUID().uuidString)")
        defer { for url in [book, outside] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let target = outside.appendingPathComponent((path as NSString).lastPathComponent)
        try FileManager.default.moveItem(at: book.appendingPathComponent(path), to: target)
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent(path), withDestinationURL: target)
        let found = BookErrors.of(book)
        #expect(found.count == 1 && found.first?.location.path == reportedAt, "\(found)")
        #expect(found.first?.message.contains("links outside the book") == true, "\(found)")
    }

    @Test func aSymlinkToEtcPasswdAsACoursePageIsRefused() throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book) }
        try FileManager.default.removeItem(at: book.appendingPathComponent("pages/alg.md"))
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("pages/alg.md").path, withDestinationPath: "/etc/passwd")
        let found = BookErrors.of(book)
        #expect(found.count == 1 && found.first?.location.path == "courses/alg.yml", "\(found)")
        #expect(found.first?.message.contains("links outside the book") == true, "\(found)")
    }

    @Test func aSymlinkInsideTheBookStillLoads() throws {
        let book = try Self.copy()
        defer { try? FileManager.default.removeItem(at: book) }
        try FileManager.default.moveItem(at: book.appendingPathComponent("pages/alg.md"), to: book.appendingPathComponent("pages/real-alg.md"))
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("pages/alg.md").path, withDestinationPath: "real-alg.md")
        #expect(BookErrors.of(book).isEmpty, "\(BookErrors.of(book))")
    }

    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func aTemplateLinkedOutOfTheBookIsRefused() throws {
        let book = try Self.copy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-outside-\(UUID().uuidString)")
        defer { for url in [book, outside] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try Data("secret-outside-the-book\n".utf8).write(to: outside.appendingPathComponent("404.html.mustache"))
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("Templates/404.html.mustache"),
                                                   withDestinationURL: outside.appendingPathComponent("404.html.mustache"))
        let output = book.appendingPathComponent("_site")
        let run = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("Templates/404.html.mustache: error:") && run.output.contains("links outside the book"), "\(run.output)")
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] {
            let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) ?? Data()
            #expect(!String(decoding: data, as: UTF8.self).contains("secret-outside-the-book"), "\(path) holds a file from outside the book")
        }
    }

    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func linkedFilesAndStaticEntriesThatAreSymlinksOutAreNotCopied() throws {
        let book = try Self.copy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-outside-\(UUID().uuidString)")
        defer { for url in [book, outside] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret-outside-the-book\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("pages/secret.txt"), withDestinationURL: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createDirectory(at: book.appendingPathComponent("static"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("static/secret.txt"), withDestinationURL: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("static/sub"), withDestinationURL: outside)
        let page = try String(contentsOf: book.appendingPathComponent("pages/alg.md"), encoding: .utf8)
        try Data((page + "\nSee [the file](secret.txt).\n").utf8).write(to: book.appendingPathComponent("pages/alg.md"))
        let output = book.appendingPathComponent("_site")
        let run = try BuiltTool.run(["build", book.path, "--today", "2026-09-09"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("links outside the book"), "\(run.output)")
        for path in FileManager.default.subpaths(atPath: output.path) ?? [] {
            let data = FileManager.default.contents(atPath: output.appendingPathComponent(path).path) ?? Data()
            #expect(!String(decoding: data, as: UTF8.self).contains("secret-outside-the-book"), "\(path) holds a file from outside the book")
        }
    }

    @Test(.enabled(if: BuiltTool.isAvailable, "needs .build/debug/coursebook (swift build)"))
    func anOutputFolderThatIsASymlinkIsRefused() throws {
        let book = try Self.copy()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-elsewhere-\(UUID().uuidString)")
        defer { for url in [book, elsewhere] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: elsewhere.appendingPathComponent("keep.txt"))
        try FileManager.default.createSymbolicLink(at: book.appendingPathComponent("_site"), withDestinationURL: elsewhere)
        let run = try BuiltTool.run(["build", book.path, "--today", "2026-09-09", "--force"])
        #expect(run.status == 73, "\(run.output)")
        #expect(run.output.contains("symbolic link"), "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["keep.txt"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: book.appendingPathComponent("_site").path) == elsewhere.path)
    }

    /// Property: for many generated (valid) ids, course, note and person files land inside the output.
    @Test func everyWrittenFileIsInsideTheOutput() async throws {
        let book = try Self.copy()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("coursebook-paths-out-\(UUID().uuidString)")
        defer { for url in [book, output] { try? FileManager.default.removeItem(at: url) } }
        var generator = SeededGenerator(seed: 8)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_")
        var people = "id,first_name,last_name,email,role\ntlovelace,Ada,Lovelace,ada@canary.example.edu,teacher\n"
        var ids: Set<String> = []
        while ids.count < 120 {
            let length = Int.random(in: 1...64, using: &generator)
            let id = String(alphabet[Int.random(in: 0..<36, using: &generator)]) + String((1..<length).map { _ in alphabet.randomElement(using: &generator)! })
            ids.insert(id)
        }
        // One address per person: a shared one is an error of its own.
        for (number, id) in ids.sorted().enumerated() { people += "\(id),N,\(id),x\(number)@canary.example.edu,student\n" }
        try Data(people.utf8).write(to: book.appendingPathComponent("people.csv"))
        for id in ids.sorted().prefix(30) {
            try FileManager.default.copyItem(at: book.appendingPathComponent("courses/geo.yml"), to: book.appendingPathComponent("courses/\(id).yml"))
        }
        for name in ["enrollments.csv", "attendance.csv", "bonus.csv"] {
            let header = try String(contentsOf: book.appendingPathComponent(name), encoding: .utf8).split(separator: "\n")[0]
            try Data((header + "\n").utf8).write(to: book.appendingPathComponent(name))
        }
        #expect(BookErrors.of(book).isEmpty, "\(BookErrors.of(book).prefix(5))")
        #expect(await BookCopy.exitCode(["build", book.path, "--output", output.path, "--audience", "staff", "--today", "2026-09-09"]) == 0)
        let root = output.resolvingSymlinksInPath().path + "/"
        let paths = FileManager.default.subpaths(atPath: output.path) ?? []
        #expect(paths.count > 150)
        for path in paths {
            let real = output.appendingPathComponent(path).resolvingSymlinksInPath().path
            #expect(real.hasPrefix(root), "\(path) resolves to \(real)")
            #expect(!path.split(separator: "/").contains(".."), "\(path)")
        }
    }
}

/// A small deterministic generator (SplitMix64) so property tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
