/// Why a Markdown text was not parsed.
package enum MarkdownError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text holds a construct that libcmark 0.30 handles in quadratic time.
    case tooComplex(line: Int, reason: String)

    /// The 1-based line the problem was found on.
    package var line: Int {
        switch self {
        case .tooComplex(let line, _): line
        }
    }

    package var description: String {
        switch self {
        case .tooComplex(_, let reason): "Markdown too complex to parse safely: \(reason)"
        }
    }
}
