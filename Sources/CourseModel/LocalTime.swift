/// A wall-clock time of day (`HH:MM`), in the term's time zone.
package struct LocalTime: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Minutes since midnight, 0..<1440.
    package let minutes: Int

    /// Creates a time from minutes since midnight.
    package init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// Creates a time from hour and minute.
    package init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        minutes = hour * 60 + minute
    }

    /// Parses `HH:MM` or `H:MM` (24-hour clock).
    package init?(text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon == 1 || colon == 2,
              bytes.count == colon + 3,
              let hour = Digits.value(bytes[0..<colon]), let minute = Digits.value(bytes[(colon + 1)...])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The hour, 0–23.
    package var hour: Int { minutes / 60 }
    /// The minute, 0–59.
    package var minute: Int { minutes % 60 }

    /// `HH:MM`.
    package var description: String { Digits.padded(hour, 2) + ":" + Digits.padded(minute, 2) }

    package static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let time = LocalTime(text: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an HH:MM time: \(text)"))
        }
        self = time
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
