import CourseMarkdown
import CourseModel

/// Reads due dates from schedule rows with a Due/Deliverable column and from text such as
/// `Due: Sep 14`, `due 2026-10-19`, `Deadline: October 2, 2026` or `Срок сдачи — 11 ноября`.
struct DeadlineExtractor {
    let page: SyllabusPage
    let dates: DateText

    /// Deadlines from a schedule row's due cell: `Lab 1 (Sep 11)` or `Lab 2` on the row's date.
    func fromRow(_ row: ScheduleExtractor.Row) -> SyllabusDeadline? {
        guard let cell = row.dueText?.trimmingSpaces(), !cell.isEmpty, cell.contains(where: \.isLetter) else { return nil }
        if let found = dates.first(in: cell) {
            let title = Self.cleanTitle(cell[..<found.range.lowerBound])
            return title.isEmpty ? nil : SyllabusDeadline(title: title, due: found.date)
        }
        guard let date = row.entry.date else { return nil }
        return SyllabusDeadline(title: Self.cleanTitle(cell), due: date)
    }

    /// Deadlines in the text blocks of a section (tables and code excluded); `fallback` titles them
    /// when the sentence names nothing.
    func fromText(_ blocks: [Int], fallback: String) -> [SyllabusDeadline] {
        var found: [SyllabusDeadline] = []
        var stack = Array(blocks.reversed())
        var text: [UInt8] = []
        while let index = stack.popLast() {
            switch page.document.kind(of: index) {
            case .paragraph where page.table(index) == nil, .heading:
                // Most blocks fail the byte test, so they are never made into a string and split.
                text.removeAll(keepingCapacity: true)
                page.document.appendPlainText(of: index, to: &text)
                guard text.withUnsafeBufferPointer(Self.mayHoldKeyword) else { continue }
                for line in String(decoding: text, as: UTF8.self).split(separator: "\n") { found += scan(line, fallback: fallback) }
            case .list, .item, .blockQuote:
                stack.append(contentsOf: page.document.children(of: index).reversed())
            default:
                continue
            }
        }
        return found
    }

    /// One pass over the line: keywords are matched character by character on the lower-cased
    /// text (no Foundation search), and the sentence start is tracked as the scan moves forward,
    /// so a megabyte-long line with many keywords stays linear.
    private func scan(_ text: Substring, fallback: String) -> [SyllabusDeadline] {
        guard Self.mayHoldKeyword(text) else { return [] }
        var results: [SyllabusDeadline] = []
        let lower = Array(text.lowercased())
        var offsets: [Substring.Index] = []
        offsets.reserveCapacity(lower.count + 1)
        var cursor = text.startIndex
        while cursor < text.endIndex {
            offsets.append(cursor)
            cursor = text.index(after: cursor)
        }
        offsets.append(text.endIndex)
        let characterCount = offsets.count - 1
        var sentenceStart = 0
        var breakCheckedUpTo = 1
        var position = 0
        while position < lower.count {
            guard let keyword = Self.keywordCharacters.first(where: { lower.hasPrefix($0, at: position) }) else {
                position += 1
                continue
            }
            let keywordStart = position
            position += keyword.count
            let before = keywordStart == 0 ? " " : lower[keywordStart - 1]
            guard !before.isWordCharacter else { continue }
            // Map the lower-cased positions back to `text` (lowercasing keeps the length of these scripts).
            guard position <= characterCount else { break }
            var rest = text[offsets[position]...].drop { " :—–-*\u{00A0}".contains($0) }
            if rest.prefix(4).lowercased() == "date" { rest = rest.dropFirst(4).drop { " :—–-".contains($0) } }
            // The sentence starts at the last space that follows `.;!?` before the keyword.
            while breakCheckedUpTo < keywordStart {
                let previous = text[offsets[breakCheckedUpTo - 1]]
                if ".;!?".contains(previous), text[offsets[breakCheckedUpTo]] == " " { sentenceStart = breakCheckedUpTo }
                breakCheckedUpTo += 1
            }
            let prefix = text[offsets[sentenceStart]..<offsets[keywordStart]]
            if let direct = dates.prefix(of: rest) {
                let title = Self.cleanTitle(prefix)
                results.append(SyllabusDeadline(title: title.isEmpty ? fallback : title, due: direct.date))
            } else if let open = rest.firstIndex(of: "("), let found = Self.dateNear(open, in: rest, dates: dates) {
                let title = Self.cleanTitle(rest[..<open])
                results.append(SyllabusDeadline(title: title.isEmpty ? fallback : title, due: found))
            }
        }
        return results
    }

    /// A byte test every keyword match passes: `due` or `deadline` in any case (only ASCII letters
    /// lower-case to them), or a Cyrillic `с`/`С`; most lines fail it and skip building character arrays.
    private static func mayHoldKeyword(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8(mayHoldKeyword)
    }

    private static func mayHoldKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0xD1 || byte == 0xD0, index < bytes.count, bytes[index] == (byte == 0xD1 ? 0x81 : 0xA1) { return true }
            guard byte | 0x20 == UInt8(ascii: "d"), index + 1 < bytes.count else { continue }
            let second = bytes[index] | 0x20, third = bytes[index + 1] | 0x20
            if second == UInt8(ascii: "u"), third == UInt8(ascii: "e") { return true }
            if second == UInt8(ascii: "e"), third == UInt8(ascii: "a"), hasLetters("dline", in: bytes, at: index + 2) { return true }
        }
        return false
    }

    /// Whether `word` (lower-case ASCII letters) is at `index` in `bytes`, in any case.
    private static func hasLetters(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + word.utf8CodeUnitCount <= bytes.count else { return false }
        for offset in 0..<word.utf8CodeUnitCount where bytes[index + offset] | 0x20 != word.utf8Start[offset] { return false }
        return true
    }

    /// The first date of `rest` from `open` on, when it starts at most two characters after `open`;
    /// only those few starts are tried, so a long line is not rescanned for every keyword.
    private static func dateNear(_ open: Substring.Index, in rest: Substring, dates: DateText) -> LocalDate? {
        let limit = rest.index(open, offsetBy: 3, limitedBy: rest.endIndex) ?? rest.endIndex
        return dates.first(in: rest[open...], startingBefore: limit)?.date
    }

    /// Drops surrounding punctuation, parentheses and emphasis markers.
    static func cleanTitle(_ text: Substring) -> String {
        var title = text.trimmingSpaces()
        while let first = title.first, "(*_—–-:;,".contains(first) || first == " " { title = title.dropFirst() }
        while let last = title.last, "(*_—–-:;,".contains(last) || last == " " { title = title.dropLast() }
        return String(title)
    }

    private static let keywordCharacters = ["due", "deadline", "срок сдачи", "сдать до"].map { Array($0) }
}

extension Array where Element == Character {
    /// Whether `word` occurs at `position`.
    fileprivate func hasPrefix(_ word: [Character], at position: Int) -> Bool {
        guard position + word.count <= count else { return false }
        for (offset, character) in word.enumerated() where self[position + offset] != character { return false }
        return true
    }
}
