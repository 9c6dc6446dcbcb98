/// Which way a page writes slash dates. `5/9` is May 9 in the United States and 5 September almost
/// everywhere else; a page shows its order when one of its slash dates only reads one way
/// (`29/08/2025` is day first, `9/22` month first). Without such a date, month first is kept.
enum SlashDateOrder {
    /// Whether `text`'s slash dates are day/month: some date has a first number over 12 and none
    /// has a second number over 12. One linear pass over the bytes.
    static func isDayFirst(_ text: String) -> Bool {
        orders(text).slashDayFirst
    }

    /// Both orders from one linear pass over the bytes. Two-part dot dates (`01.20`, zero-padded)
    /// are month.day, as a few American calendars write them, when some has a second number over
    /// 12 and none a first number over 12; else day first (`05.09` is 5 September) is kept.
    static func orders(_ text: String) -> (slashDayFirst: Bool, dotMonthFirst: Bool) {
        // Whether some date reads only day first, and whether some only month first, per separator.
        var slash = (dayFirst: false, monthFirst: false)
        var dot = (dayFirst: false, monthFirst: false)
        let bytes = Array(text.utf8)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var index = 0
        var sawSlashDate = false
        func number(at start: Int) -> (value: Int, end: Int)? {
            var end = start
            var value = 0
            while end < bytes.count, end - start < 3, digits.contains(bytes[end]) {
                value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            return end > start && end - start <= 2 ? (value, end) : nil
        }
        while index < bytes.count {
            guard digits.contains(bytes[index]), index == 0 || !digits.contains(bytes[index - 1]),
                  let first = number(at: index), first.end < bytes.count,
                  bytes[first.end] == UInt8(ascii: "/") || bytes[first.end] == UInt8(ascii: "."),
                  index == 0 || bytes[index - 1] != bytes[first.end],
                  let second = number(at: first.end + 1) else { index += 1; continue }
            let isDot = bytes[first.end] == UInt8(ascii: ".")
            // Dot dates count only zero-padded (`01.20`), so `3.10` (a version) says nothing.
            if isDot, first.end - index != 2 || second.end - first.end != 3 { index += 1; continue }
            // Not part of a path or a fraction run such as `1/2/3/4`.
            let followedByDigitRun = second.end < bytes.count && digits.contains(bytes[second.end])
            if !followedByDigitRun, (1...31).contains(first.value), (1...31).contains(second.value) {
                if !isDot { sawSlashDate = true }
                if first.value > 12, second.value <= 12 { if isDot { dot.dayFirst = true } else { slash.dayFirst = true } }
                if second.value > 12, first.value <= 12 { if isDot { dot.monthFirst = true } else { slash.monthFirst = true } }
            }
            // After a dot date its second number may still open a slash date (`05.09/10`), as when
            // the two separators were read in passes of their own.
            index = isDot ? first.end + 1 : second.end
        }
        // The page's language is guessed only when it matters: a page with no slash date (nor a
        // backslash one, `16\09\2018`) reads none either way.
        let undecidedMatters = sawSlashDate || bytes.contains(UInt8(ascii: "\\"))
        let slashDayFirst = slash.dayFirst != slash.monthFirst ? slash.dayFirst : !slash.monthFirst && undecidedMatters && isNotEnglish(text)
        return (slashDayFirst, dot.monthFirst && !dot.dayFirst)
    }

    /// Whether a page is written in a language other than English, from the short words of its
    /// opening 20,000 characters: `06/03/21` under `## Prazo` is 6 March. Only English-speaking
    /// North America writes month first, so a page with no date that decides keeps month first
    /// only when it reads as English.
    static func isNotEnglish(_ text: String) -> Bool {
        var english = 0
        var other = 0
        var cyrillic = 0
        // The word's lowercased UTF-8 and its length in letters; words over 8 letters match nothing.
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var letters = 0
        func count() {
            if letters <= 8 {
                if englishWords.contains(word) { english += 1 } else if otherWords.contains(word) { other += 1 }
            }
            word.removeAll(keepingCapacity: true)
            letters = 0
        }
        // Bytes, not Characters: this runs on every page whose slash dates do not decide, and
        // `Character.isLetter` over 20,000 characters was half the syllabus stage's time.
        var scalars = 0
        for scalar in text.unicodeScalars {
            scalars += 1
            if scalars > 20_000 { break }
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    word.append(byte)
                    letters += 1
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    word.append(byte | 0x20)
                    letters += 1
                default:
                    if letters > 0 { count() }
                }
            } else if scalar.properties.isAlphabetic {
                if (0x0400...0x04FF).contains(value) { cyrillic += 1 }
                letters += 1
                if letters <= 8 { word.append(contentsOf: scalar.properties.lowercaseMapping.utf8) }
            } else if scalar.properties.generalCategory == .nonspacingMark, letters > 0 {
                // A combining accent belongs to the letter before it, as in a Character.
                word.append(contentsOf: String(scalar).utf8)
            } else if letters > 0 {
                count()
            }
        }
        if letters > 0 { count() }
        return cyrillic > 50 || other > english * 2 && other >= 3
    }

    private static let englishWords = Set(["the", "and", "of", "to", "is", "in", "for", "with", "on", "are", "this", "you", "will", "be"].map { Array($0.utf8) })
    private static let otherWords = Set([
        "de", "da", "do", "das", "dos", "para", "que", "com", "uma", "um", "não", "el", "la", "los", "las", "del", "y", "en", "por", "con", "una",
        "le", "les", "des", "du", "et", "est", "pour", "une", "dans", "der", "die", "und", "den", "mit", "ist", "für", "von", "zu", "il", "di",
        "che", "per", "della", "het", "een", "van", "niet", "och", "att", "og", "er", "ikke", "som", "się", "nie", "jest", "ve", "bir", "ile",
    ].map { Array($0.utf8) })
}
