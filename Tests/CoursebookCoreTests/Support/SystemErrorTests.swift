import Foundation
import Testing
@testable import CoursebookCore

/// A system error number is worded one way in every message.
@Suite("System error wording")
struct SystemErrorTests {
    @Test func theSystemWordingIsLowerCased() {
        #expect(SystemError.reason(ENOENT) == "no such file or directory")
        #expect(SystemError.reason(EACCES) == "permission denied")
    }
}
