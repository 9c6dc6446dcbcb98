import CourseModel

/// A VTIMEZONE for the term's zone, built from the zone's own transitions so that clients agree
/// with the site on every local time, across daylight-saving changes.
struct ICSTimeZone {
    let clock: ZoneClock
    let identifier: String

    /// STANDARD/DAYLIGHT components for the transition in force at `start` and every one up to `end`.
    func write(to ics: inout ICSText, from start: Instant, to end: Instant) {
        let transitions = clock.transitions(after: start.secondsSince1970 - 400 * 86_400, through: end.secondsSince1970)
        // Keep the last change before the term (it sets the offset the term starts with) and all within it.
        let firstInside = transitions.firstIndex { $0 > start.secondsSince1970 } ?? transitions.count
        let kept = Array(transitions[max(0, firstInside - 1)...])
        ics.raw("BEGIN", "VTIMEZONE")
        ics.raw("TZID", identifier)
        if kept.isEmpty {
            let offset = clock.offset(at: start.secondsSince1970)
            component(&ics, "STANDARD", local: "19700101T000000", from: offset, to: offset)
        }
        for moment in kept {
            let from = clock.offset(at: moment - 1)
            let to = clock.offset(at: moment)
            let isDaylight = clock.isDaylightSavingTime(at: moment)
            let local = Instant(secondsSince1970: moment + Int64(from)).basicISO8601.dropLast()
            component(&ics, isDaylight ? "DAYLIGHT" : "STANDARD", local: String(local), from: from, to: to)
        }
        ics.raw("END", "VTIMEZONE")
    }

    private func component(_ ics: inout ICSText, _ kind: String, local: String, from: Int, to: Int) {
        ics.raw("BEGIN", kind)
        ics.raw("DTSTART", local)
        ics.raw("TZOFFSETFROM", Self.offset(from))
        ics.raw("TZOFFSETTO", Self.offset(to))
        ics.raw("END", kind)
    }

    /// `+0200`, `-0530`.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), mins = String(minutes % 60)
        return sign + (hours.count < 2 ? "0" + hours : hours) + (mins.count < 2 ? "0" + mins : mins)
    }
}
