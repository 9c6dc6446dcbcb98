/// Note bodies as they go into Markdown reports: the staff's Markdown kept as written, except
/// that raw HTML is shown as text. Markdown reports end up in the staff site and in other
/// renderers, so `<script>` or `<img onerror>` in a note must never come out as live HTML there.
enum NoteBodyMarkdown {
    /// `body` with leading and trailing blank lines dropped and every `<` outside code written `&lt;`.
    static func neutralized(_ body: String) -> String {
        var lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        var fence: String?
        return lines.map { line -> String in
            let trimmed = line.drop { $0 == " " }
            let marker = trimmed.prefix { $0 == "`" || $0 == "~" }
            if line.count - trimmed.count < 4, marker.count >= 3, Set(marker).count == 1 {
                if let open = fence {
                    if marker.hasPrefix(open) { fence = nil }
                } else {
                    fence = String(marker)
                }
                return line
            }
            return fence == nil ? escapingOutsideCodeSpans(line) : line
        }.joined(separator: "\n")
    }

    /// Escapes `<` except inside backtick code spans, whose text Markdown never reads as HTML.
    private static func escapingOutsideCodeSpans(_ line: String) -> String {
        guard line.contains(Character("<")) else { return line }
        var out = ""
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "`" {
                let run = line[index...].prefix { $0 == "`" }
                let afterOpen = line.index(index, offsetBy: run.count)
                if let close = line[afterOpen...].range(of: String(run)) {
                    out += line[index..<close.upperBound]
                    index = close.upperBound
                    continue
                }
                out += run
                index = afterOpen
                continue
            }
            out += line[index] == "<" ? "&lt;" : String(line[index])
            index = line.index(after: index)
        }
        return out
    }
}
