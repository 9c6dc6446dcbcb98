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
}
