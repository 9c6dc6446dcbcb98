import CourseModel

/// Notices collected once per message: the output offset of the first occurrence and how often it
/// happened. Page positions are worked out at the end, for the few notices kept.
struct PageHTMLNoticeLog {
    /// A page with more kinds of dropped HTML than this gets one summary notice for the rest.
    static let maxKinds = 20

    private var order: [String] = []
    private var seen: [String: (offset: Int, count: Int)] = [:]
    private var moreKinds = 0

    /// Records `message` for the author's element at output offset `offset`; the renderer's own
    /// elements (nil) never make a notice.
    mutating func note(_ offset: Int?, _ message: String) {
        guard let offset else { return }
        if let known = seen[message] {
            seen[message] = (known.offset, known.count + 1)
        } else if order.count < Self.maxKinds {
            order.append(message)
            seen[message] = (offset, 1)
        } else {
            moreKinds += 1
        }
    }

    func notices(position: (Int) -> (line: Int, column: Int?)) -> [SyllabusNotice] {
        var notices = order.map { message in
            let found = seen[message]!
            let times = found.count > 1 ? " (\(found.count) times on the page; this is the first)" : ""
            let place = position(found.offset)
            return SyllabusNotice(line: place.line, column: place.column, message: message + times)
        }
        if moreKinds > 0, let last = notices.last {
            notices.append(SyllabusNotice(line: last.line, column: last.column, message: "\(moreKinds) more raw HTML elements or attributes are left out"))
        }
        return notices
    }
}
