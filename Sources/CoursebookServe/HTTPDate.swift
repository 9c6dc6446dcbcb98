import Foundation

/// RFC 9110 dates (`Sun, 06 Nov 1994 08:49:37 GMT`) for `Last-Modified` and `If-Modified-Since`,
/// whole seconds only, as HTTP compares them.
enum HTTPDate {
    /// The header text for a moment.
    static func format(_ date: Date) -> String {
        formatter().string(from: date)
    }

    /// The moment a header names; nil for anything but the IMF-fixdate form browsers send.
    static func parse(_ text: String) -> Date? {
        formatter().date(from: text.trimmingCharacters(in: .whitespaces))
    }

    /// A new formatter each time: `DateFormatter` is not `Sendable`, and these are cheap next to file I/O.
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
