import CourseModel
import Foundation
import Testing
@testable import CoursebookCore

/// The loader's fast paths against the plain rules they stand in for, on many generated inputs.
@Suite("Loading shortcuts agree with the plain rules")
struct LoadingShortcutTests {
    @Test func frontMatterSplitOnBytesMatchesTheLineSplit() {
        // With "\r\n" endings the split goes line by line; the same text with "\n" endings takes
        // the byte path. Both must find the same fences, YAML, body and offsets.
        let lines = ["---", "...", "--- ", "---\t", " ---", "-- -", "----", "title: x", "", "a", "é", "\u{301}", "---\u{301}", "created: 2026-10-19"]
        var generator = SeededGenerator(state: 20_261_121)
        for _ in 0..<3_000 {
            let parts = (0..<generator.next(8)).map { _ in generator.pick(lines) }
            let ending = generator.next(2) == 0 ? "" : "\n"
            let text = parts.joined(separator: "\n") + ending
            let split = FrontMatter(splitting: text)
            let lineByLine = FrontMatter(splitting: parts.joined(separator: "\r\n") + (ending.isEmpty ? "" : "\r\n"))
            if lineByLine.yaml == nil {
                // Without front matter each keeps its own text as the body.
                #expect(split == FrontMatter(yaml: nil, body: text, yamlLineOffset: 0, bodyLineOffset: 0), "\(text.debugDescription)")
            } else {
                #expect(split == lineByLine, "\(text.debugDescription)")
            }
        }
    }

    @Test func frontMatterEdgeCases() {
        #expect(FrontMatter(splitting: "---\ntitle: x\n---\nbody\n") == FrontMatter(yaml: "title: x", body: "body\n", yamlLineOffset: 1, bodyLineOffset: 3))
        #expect(FrontMatter(splitting: "--- \n...\t\n") == FrontMatter(yaml: "", body: "", yamlLineOffset: 1, bodyLineOffset: 2))
        #expect(FrontMatter(splitting: "---\ntitle: x\n").yaml == nil)
        #expect(FrontMatter(splitting: "\u{FEFF}---\na: 1\n---\nb").yaml == "a: 1")
    }

    @Test func asciiEmailRulesMatchTheCharacterRules() {
        let pieces = ["a", "b", "Z", "1", ".", "..", "@", "-", "_", " ", "\t", "<", ">", "(", ")", "[", "]", ",", ";", ":", "\\", "\"", "\r", "\n", "\r\n", "\u{0B}", "\u{0C}", "example", "org", "x-", "-y", "@a.bc", ".de"]
        var generator = SeededGenerator(state: 42)
        for _ in 0..<20_000 {
            let email = (0..<generator.next(9)).map { _ in generator.pick(pieces) }.joined()
            let byBytes = email.utf8.withContiguousStorageIfAvailable { Identifier.isValidASCIIEmail($0) }
            #expect(byBytes == Identifier.isValidEmailByCharacters(email), "\(email.debugDescription)")
        }
        #expect(Identifier.isValidEmail("amara.okafor@students.example.org"))
        #expect(!Identifier.isValidEmail("amara@students.example.o"))
        #expect(Identifier.isValidEmail("zoë@example.org"))
    }

    @Test func idTableNumbersIdsAndFindsThemByBytes() {
        var table = IDTable()
        let ids = (0..<5_000).map { "s\($0)" } + ["a-very-long-course-identifier-2026", "a-very-long-course-identifier-2027", "é", "x"]
        for (number, id) in ids.enumerated() { #expect(table.insert(id) == number) }
        #expect(table.insert("s17") == 17)
        #expect(table.count == ids.count)
        for (number, id) in ids.enumerated() {
            var bytes = id
            #expect(bytes.withUTF8 { table.index(of: $0) } == number)
            #expect(table.index(of: id) == number)
        }
        for unknown in ["s5000", "s", "", "a-very-long-course-identifier-2028", "S1", "x "] {
            #expect(table.index(of: unknown) == nil)
        }
        #expect(IDTable(["b", "a", "b"]).ids == ["b", "a"])
    }

    @Test func enrollmentTableKeepsPairsApart() {
        var table = EnrollmentTable()
        var expected: [Int] = []
        for course in 0..<40 {
            for student in stride(from: course, to: 2_000, by: 37) {
                let result = table.insert(student, in: course)
                #expect(result.isNew)
                expected.append(course)
            }
        }
        #expect(table.courses == expected)
        #expect(table.insert(0, in: 0) == (0, false))
        #expect(table.number(37, in: 0) == 1)
        #expect(table.number(0, in: 1) == nil)
        #expect(table.number(1, in: 0) == nil)
    }
}
