/// Which way a page writes slash dates. `5/9` is May 9 in the United States and 5 September almost
/// everywhere else; a page shows its order when one of its slash dates only reads one way
/// (`29/08/2025` is day first, `9/22` month first). Without such a date, month first is kept.
enum SlashDateOrder {
    /// Whether `text`'s slash dates are day/month: some date has a first number over 12 and none
    /// has a second number over 12. One linear pass over the bytes.
    static func isDayFirst(_ text: String) -> Bool {
        let found = evidence(text, separator: UInt8(ascii: "/"), paddedOnly: false)
        return found.dayFirst && !found.monthFirst
    }

    /// Whether `text`'s two-part dot dates (`01.20`, zero-padded) are month.day, as a few American
    /// calendars write them: some has a second number over 12 and none a first number over 12.
    /// Without such a date, day first (`05.09` is 5 September) is kept.
    static func isDotMonthFirst(_ text: String) -> Bool {
        let found = evidence(text, separator: UInt8(ascii: "."), paddedOnly: true)
        return found.monthFirst && !found.dayFirst
    }

    /// Whether some date reads only day first, and whether some reads only month first.
    private static func evidence(_ text: String, separator: UInt8, paddedOnly: Bool) -> (dayFirst: Bool, monthFirst: Bool) {
        var dayFirst = false
        var monthFirst = false
        let bytes = Array(text.utf8)
        var index = 0
        func number(at start: Int) -> (value: Int, end: Int)? {
            var end = start
            var value = 0
            while end < bytes.count, end - start < 3, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            return end > start && end - start <= 2 ? (value, end) : nil
        }
        while index < bytes.count {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
            let atStart = index == 0 || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index - 1]) && bytes[index - 1] != separator
            guard isDigit, atStart, let first = number(at: index), first.end < bytes.count, bytes[first.end] == separator,
                  let second = number(at: first.end + 1) else { index += 1; continue }
            if paddedOnly, first.end - index != 2 || second.end - first.end != 3 { index = second.end; continue }
            // Not part of a path or a fraction run such as `1/2/3/4`.
            let followedByDigitRun = second.end < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[second.end])
            if !followedByDigitRun, (1...31).contains(first.value), (1...31).contains(second.value) {
                if first.value > 12, second.value <= 12 { dayFirst = true }
                if second.value > 12, first.value <= 12 { monthFirst = true }
            }
            index = second.end
        }
        return (dayFirst, monthFirst)
    }
}
