import Foundation
import Testing
@testable import CoursebookCore

@Suite("Unified diff")
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff(oldName: "a/f", newName: "b/f").render(old: Data(old.utf8), new: Data(new.utf8))
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(diff(old, new) == """
            --- a/f
            +++ b/f
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\n19\nnew\n")
        let hunks = diff(old, new).split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -1,5 +1,5 @@", "@@ -17,4 +17,5 @@"])
    }

    @Test func newAndDeletedFiles() {
        #expect(UnifiedDiff(oldName: "/dev/null", newName: "b/n").render(old: Data(), new: Data("x\r\ny\r\n".utf8)) == "--- /dev/null\n+++ b/n\n@@ -0,0 +1,2 @@\n+x\n+y\n")
        #expect(diff("a\n", "") == "--- a/f\n+++ b/f\n@@ -1,1 +0,0 @@\n-a\n")
        #expect(diff("same\n", "same\n") == "")
    }
}
