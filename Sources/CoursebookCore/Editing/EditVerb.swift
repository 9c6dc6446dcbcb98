/// What an editing command does to a record.
enum EditVerb: String, Sendable {
    case add, update, remove, mark, enroll, unenroll

    var past: String {
        switch self {
        case .add: "added"
        case .update: "updated"
        case .remove: "removed"
        case .mark: "marked"
        case .enroll: "enrolled"
        case .unenroll: "unenrolled"
        }
    }
}
