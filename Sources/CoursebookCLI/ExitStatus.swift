import ArgumentParser
import CourseModel
import CoursebookCore
import CoursebookServe
import Foundation

/// Exit codes from BSD's sysexits, which scripts and CI can tell apart.
enum ExitStatus {
    /// Bad command-line usage, e.g. an unknown course id.
    static let usage = ExitCode(64)
    /// The course book has errors.
    static let dataError = ExitCode(65)
    /// The course book folder is missing or is not a course book.
    static let noInput = ExitCode(66)
    /// An output file or folder could not be created.
    static let cannotCreate = ExitCode(73)
    /// Reading or writing failed.
    static let ioError = ExitCode(74)
}
