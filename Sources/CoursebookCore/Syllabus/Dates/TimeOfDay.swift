/// Times of day as course pages write them beside dates (`23:59`, `11pm`, `20h00`, `14–16 Uhr`):
/// never a date, never a title. The one reader; the deadline and dated-block rules ask it.
enum TimeOfDay {
    /// Words that name or follow a clock time (`11 pm`, `14 Uhr`, `noon`).
    static let words: Set<String> = ["am", "pm", "a.m", "p.m", "noon", "midnight", "uhr", "h", "hrs"]

    /// Whether one lower-cased token is a time: a time word, or a number with a clock mark
    /// (`23:59`, `11pm`, `20h`, and `20h00` as French pages write the hour).
    static func isToken(_ token: String) -> Bool {
        if words.contains(token) { return true }
        guard let first = token.first, first.isNumber else { return false }
        return token.contains(Character(":")) || token.hasSuffix("am") || token.hasSuffix("pm") || token.hasSuffix("h")
            || (token.utf8.contains(UInt8(ascii: "h")) && token.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "h") })
    }

    /// Whether `text` is a time or a span of day and nothing else (`14–16 Uhr`, `10:00-11:40`, `2pm`).
    static func isSpan(_ text: Substring) -> Bool {
        var parts = text.lowercased().split(whereSeparator: { $0 == " " })
        if let last = parts.last, words.contains(String(last)) { parts.removeLast() }
        var joined = Substring(parts.joined())
        if joined.hasSuffix("am") || joined.hasSuffix("pm") { joined = joined.dropLast(2) }
        return !joined.isEmpty && joined.first!.isNumber && joined.allSatisfy { $0.isNumber || ":.–-h".contains($0) }
    }

    /// Where a time of day or a span of them that opens `text` ends (`10:00-10:30: Registration`,
    /// `9.30-12.30 lecture`, `14- hack`, `18:00–20:00`), or nil. A bare number (`9`, `2019`) or an
    /// outline number (`1.5`) is none.
    static func spanPrefixEnd(_ text: Substring) -> Substring.Index? {
        var span = text.prefix { $0.isASCII && ($0.isNumber || ":.-h".contains($0)) || $0 == "–" }
        // `10:00-10:30: Registration`: the colon after the span is no part of it.
        while span.last == ":" { span = span.dropLast() }
        guard let first = span.first, first.isNumber else { return nil }
        var end = span.endIndex
        // `2pm`, `10:00 am`.
        let after = text[end...]
        for suffix in ["am", "pm", " am", " pm", " uhr"] where after.lowercased().hasPrefix(suffix) {
            end = text.index(end, offsetBy: suffix.count)
            break
        }
        guard span.count >= 2 || end != span.endIndex else { return nil }
        guard end == text.endIndex || " :\t*".contains(text[end]) else { return nil }
        // A time: `10:00`, `9.30` (two digits after the dot), `9-12`, `14-`, `20h`.
        let hasClock = span.contains(":") || span.contains("h")
        let hasRange = span.contains("-") || span.contains("–")
        let dotted = span.split(separator: ".", omittingEmptySubsequences: false)
        let hasDotTime = dotted.count == 2 && dotted[1].prefix { $0.isNumber }.count == 2 && (Int(dotted[0].suffix(2).filter(\.isNumber)) ?? 99) <= 24
        guard hasClock || hasRange || hasDotTime || end != span.endIndex else { return nil }
        // Each number is an hour or minutes: not `2019-2020`.
        let numbers = span.split(whereSeparator: { !$0.isNumber })
        guard numbers.allSatisfy({ $0.count <= 2 }) else { return nil }
        return end
    }
}
