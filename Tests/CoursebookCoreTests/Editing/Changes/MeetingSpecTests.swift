import Testing
@testable import CoursebookCore

/// `MeetingSpec.yamlLines`: a meeting typed on the command line, written into a course file by
/// `YAMLScalar`, so any text reads back as typed.
struct MeetingSpecTests {
    @Test func aMeetingIsWrittenAsACourseFileWritesIt() throws {
        #expect(try MeetingSpec(parsing: "MWF 09:00-09:50 Room B-204").yamlLines == ["days: MWF", "start: \"09:00\"", "end: \"09:50\"", "room: Room B-204"])
        #expect(try MeetingSpec(parsing: "Mon,Wed 09:00-09:50").yamlLines == ["days: [Mon, Wed]", "start: \"09:00\"", "end: \"09:50\""])
    }

    /// A stray quote or bracket stays inside its scalar instead of breaking the YAML.
    @Test func aStrayQuoteIsEscaped() throws {
        let lines = try MeetingSpec(parsing: "Mon,W\"ed] 09:00\"-09:50").yamlLines
        #expect(lines == ["days: [Mon, \"W\\\"ed]\"]", "start: \"09:00\\\"\"", "end: \"09:50\""])
    }
}
