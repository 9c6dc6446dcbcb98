import Foundation
import Testing
@testable import CoursebookCore

/// Our temporary files are named one way (`AtomicFile.temporaryURL(beside:)`) and recognised by
/// the same type.
struct AtomicFileNameTests {
    @Test func aTemporaryIsRecognisedForItsTargetAndAsOurs() {
        let name = AtomicFile.temporaryURL(beside: URL(fileURLWithPath: "/book/people.csv")).lastPathComponent
        #expect(name.hasPrefix(".people.csv.tmp-"))
        #expect(AtomicFile.isTemporary(name))
        #expect(AtomicFile.isTemporary(name, for: "people.csv"))
        #expect(!AtomicFile.isTemporary(name, for: "people.cs"))
        #expect(!AtomicFile.isTemporary("people.csv"))
        #expect(!AtomicFile.isTemporary(".people.csv.swp"))
        #expect(HiddenEntry.isQuietlySkipped(name))
    }
}
