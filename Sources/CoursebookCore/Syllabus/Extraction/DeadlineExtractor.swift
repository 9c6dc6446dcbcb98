import CourseMarkdown
import CourseModel

/// Reads due dates from schedule rows with a Due/Deliverable column and from text such as
/// `Due: Sep 14`, `due 2026-10-19`, `Deadline: October 2, 2026` or `Срок сдачи — 11 ноября`.
struct DeadlineExtractor {
    let page: SyllabusPage
    let dates: DateText
    /// The page's title: what `This problem set is due …` on a handout names.
    var pageTitle = ""

    /// Deadlines from a Due/Deliverable cell, line by line (a cell may hold two items split by
    /// `<br>`): `Lab 1 (Sep 11)`, `due M, 7-8, 11pm`, or `Lab 2` on the row's date. The title is
    /// what the line names besides due words, weekdays and times, else `fallback`; `TBA` gives none.
    func fromDueCell(_ cell: String, rowDate: LocalDate?, fallback: String) -> [SyllabusDeadline] {
        var found: [SyllabusDeadline] = []
        let cellDates = dates.inDateCell
        let lines = cell.split(separator: "\n").map { $0.trimmingSpaces() }.filter { line in
            line.contains(where: { $0.isLetter || $0.isNumber }) && !Self.isToBeAnnounced(line)
        }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let next = index + 1 < lines.count ? lines[index + 1] : nil
            // `Project 1 Released<br>Due (MON 6/30)`: an undated line named by the dated due line
            // after it is one deadline, on that line's date.
            if cellDates.first(in: line) == nil, let next, let date = cellDates.first(in: next),
               Self.dueTitle(Substring(String(next[..<date.range.lowerBound]) + " " + String(next[date.range.upperBound...]))) == nil,
               let title = Self.dueTitle(line) {
                found.append(SyllabusDeadline(title: title, due: date.date))
                index += 2
                continue
            }
            index += 1
            // `HW2 Released` on its own in a due column hands work out.
            if Self.isRelease(line) { continue }
            if let date = cellDates.first(in: line) {
                // `10.02 23:59 (2 недели)`: a remark in brackets after the date names nothing.
                let rest = String(line[..<date.range.lowerBound]) + " " + Self.withoutBrackets(line[date.range.upperBound...])
                let title = Self.dueTitle(Substring(rest)) ?? Self.cleanTitle(Substring(fallback))
                if !title.isEmpty { found.append(SyllabusDeadline(title: title, due: date.date)) }
            } else if let rowDate, let title = Self.dueTitle(Substring(Self.withoutDayBefore(line))) ?? (fallback.isEmpty ? nil : Self.cleanTitle(Substring(fallback))) {
                // `HW1 (by midnight the night before)`: due the evening before the row's day.
                found.append(SyllabusDeadline(title: title, due: Self.isDayBefore(line) ? rowDate.adding(days: -1) : rowDate))
            }
        }
        return found
    }

    /// Deadlines written among a dated cell's items: `Editorial DUE 11 PM`, `Due: Homeplay 1,
    /// Project 1`, `**Due Today** Reading 1`, `Module 3 (Due Feb 6)`; undated ones fall on `date`.
    func inCell(_ text: String, date: LocalDate?) -> [SyllabusDeadline] {
        guard Self.mayHoldKeyword(Substring(text)) else { return [] }
        // `Project 1 Released<br>Due (MON 6/30)`: a due line naming nothing is titled by the line above.
        var above = ""
        return text.split(separator: "\n").flatMap { line in
            defer { above = Self.isOnlyDue(String(line)) ? above : Self.withoutDueAside(line) }
            return scan(line, fallback: above, contextDate: date, cellDates: dates.inDateCell)
        }
    }

    /// `Due June 6th`, `Deadline: 3/4`: text that opens with a due word.
    static func opensWithDueWord(_ text: String) -> Bool {
        guard let first = HeadingWords.lowercased(text).first else { return false }
        return SyllabusWords.due.contains(first)
    }

    /// Whether every line of `text` is a due item (so a row holding it is a deadline, not a session).
    static func isOnlyDue(_ text: String) -> Bool {
        let lines = text.split(separator: "\n").filter { !$0.trimmingSpaces().isEmpty }
        return !lines.isEmpty && lines.allSatisfy { line in
            let words = HeadingWords.lowercased(String(line))
            // `… we started on the content due on Wednesday.`: a long line of prose whose first
            // sentence names nothing due tells what happened, with a due date in passing.
            if words.count > 12, case let first = line.prefix(while: { !".!?".contains($0) }),
               !HeadingWords.lowercased(String(first)).contains(where: SyllabusWords.due.contains) { return false }
            // `missed today due to a conference`: `due to` is a cause.
            return zip(words, words.dropFirst() + [""]).contains { SyllabusWords.due.contains($0) && !($0 == "due" && $1 == "to") }
        }
    }

    /// `Team meetings. Deadline @midnight: the team contract`: the text before the sentence that
    /// opens with a due word, and that sentence; the whole text and nil when there is none.
    static func splittingAtDueSentence(_ text: String) -> (before: String, due: String?) {
        var index = text.startIndex
        while let stop = text[index...].firstIndex(where: { $0 == "." || $0 == ";" }) {
            let after = text[text.index(after: stop)...]
            let word = after.drop { $0 == " " || $0 == "*" || $0 == "_" }.prefix { $0.isLetter }
            if !word.isEmpty, SyllabusWords.due.contains(word.lowercased()) {
                let before = text[..<stop].trimmingSpaces()
                if !before.isEmpty { return (String(before), String(after.trimmingSpaces())) }
            }
            index = text.index(after: stop)
        }
        return (text, nil)
    }

    /// `Module 3 - Topic (Due Feb 6)` without its due aside.
    static func withoutDueAside(_ line: Substring) -> String {
        var text = line
        if let open = text.lastIndex(of: "("), HeadingWords.lowercased(String(text[open...])).contains(where: SyllabusWords.due.contains) {
            text = text[..<open]
        }
        return cleanTitle(text)
    }

    static func isToBeAnnounced(_ text: Substring) -> Bool {
        HeadingWords.lowercased(String(text)).contains { $0 == "tba" || $0 == "tbd" || $0 == "tbc" }
    }

    /// What a due line names once due words, weekdays, times and `today` are taken out; nil when
    /// nothing is left (`due M, 11pm`, `23:59:59 p.m.`).
    static func dueTitle(_ text: Substring) -> String? {
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" })
        var kept: [Substring] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let bare = token.trimming(",;:()[]*_.@").lowercased()
            let next = index + 1 < tokens.count ? tokens[index + 1].trimming(",;:()[]*_.").lowercased() : ""
            index += 1
            if bare.isEmpty || SyllabusWords.due.contains(bare) || fillerWords.contains(bare) || TimeOfDay.isToken(bare) || timeZones.contains(bare) { continue }
            // `kl 23.59` (Nordic clock times).
            if ["kl", "klo", "kello"].contains(bare) {
                if next.first?.isNumber == true { index += 1 }
                continue
            }
            if bare.allSatisfy(\.isNumber), TimeOfDay.isToken(next) { continue }
            if token.count <= 2, token.first?.isUppercase == true, Weekday.letters.contains(token.first!), token.dropFirst().allSatisfy({ $0 == "," || $0.isLowercase }) { continue }
            if shortWeekdays.contains(String(token.trimming(",."))) { continue }
            // A two-letter day is written capitalised (`Do`, `Sa`); `do` and `sa` in lower case are words.
            if DateScanner.isWeekday(bare), bare.count > 2 || token.first?.isUppercase == true { continue }
            kept.append(token)
        }
        // `über Git`, `via Moodle`, `per Mail`: how to hand it in, not what is due.
        if let first = kept.first, submissionWords.contains(first.lowercased()), kept.count <= 3 { return nil }
        let title = cleanTitle(Substring(kept.joined(separator: " ")))
        return title.contains(where: \.isLetter) ? title : nil
    }

    /// Words that say work is handed out, not in: `HW2 Released` in a due column is no deadline.
    static let releaseWords: Set<String> = ["released", "release", "out", "assigned", "posted", "published", "available", "veröffentlicht", "ausgabe", "выдача", "publicado"]

    /// The date nearest `date` (three days either way) on the weekday `text` names first, after
    /// times and fillers: `midnight Monday`, `Fri 11pm`.
    static func nearestWeekday(named text: Substring, to date: LocalDate) -> LocalDate? {
        for token in text.split(separator: " ").prefix(4) {
            let word = token.trimming(",.;:()*_").lowercased()
            if TimeOfDay.isToken(word) || fillerWords.contains(word) || word == "by" { continue }
            guard word.count >= 3, let day = DateScanner.weekday(word) else { return nil }
            let offsets = [0, -1, 1, -2, 2, -3, 3]
            return offsets.lazy.map { date.adding(days: $0) }.first { $0.weekday == day }
        }
        return nil
    }

    /// `text` without its bracketed remarks.
    static func withoutBrackets(_ text: Substring) -> String {
        var out = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 { out.append(character) }
        }
        return out
    }

    /// `by midnight the night before`, `the day before class`: due the day before the date it sits on.
    static func isDayBefore(_ text: some StringProtocol) -> Bool {
        ["night before", "day before", "evening before"].contains { ASCIIFoldedSearch.contains(text, $0) }
    }

    /// `HW1 (by midnight the night before)` as `HW1`.
    static func withoutDayBefore(_ text: Substring) -> String {
        guard isDayBefore(text) else { return String(text) }
        if let open = text.lastIndex(of: "("), isDayBefore(text[open...]) { return String(text[..<open]) }
        return String(text)
    }

    /// A line that announces work (`HW1 Released`) and names no due.
    static func isRelease(_ line: Substring) -> Bool {
        let words = HeadingWords.lowercased(String(line))
        return words.contains(where: releaseWords.contains) && !words.contains(where: SyllabusWords.due.contains)
    }
    /// Two-letter weekdays as German, Spanish and Russian pages write them, capitalised (`Di 07.01.`).
    private static let shortWeekdays: Set<String> = ["Di", "Mi", "Do", "Fr", "Sa", "So", "Lu", "Ma", "Ju", "Vi", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"]
    /// Words that open a phrase naming where work is handed in.
    private static let submissionWords: Set<String> = ["über", "via", "per", "through", "auf", "en", "por", "через", "в", "on", "in"]
    /// Zone abbreviations after a time (`23:59:55 MSK`).
    private static let timeZones: Set<String> = ["msk", "utc", "gmt", "est", "edt", "pst", "pdt", "cst", "cdt", "mst", "mdt", "cet", "cest", "eet", "aoe", "jst", "bst", "et", "pt"]
    /// Words that stand for work named before them (`It is due Friday`).
    private static let pronouns: Set<String> = ["it", "this", "they", "these"]

    /// Words that open a clause of prose, not a name: `With the hour we had left, …`.
    private static let clauseOpenings: Set<String> = ["with", "after", "before", "when", "while", "if", "as", "since", "once", "during", "then", "today", "yesterday"]

    /// Words around a due date that name nothing (`noon` and `midnight` are `TimeOfDay`'s, asked
    /// beside these).
    private static let fillerWords: Set<String> = ["today", "tonight", "heute", "hoy", "сегодня", "at", "on", "by", "before", "until", "is", "are", "à", "um", "eod", "night", "morning", "evening", "afternoon",
                                                   // `hard deadline`: how firm, not what.
                                                   "hard", "soft", "strict", "firm"]

    /// Deadlines in the text blocks of a section (tables and code excluded); `fallback` titles them
    /// when the sentence names nothing.
    func fromText(_ blocks: [Int], fallback: String) -> [SyllabusDeadline] {
        let document = page.document
        var found: [SyllabusDeadline] = []
        // Each block with the name its unnamed deadlines take.
        var stack = blocks.reversed().map { ($0, fallback) }
        var text: [UInt8] = []
        while let (index, name) = stack.popLast() {
            switch document.kind(of: index) {
            case .paragraph where page.table(index) == nil, .heading where page.table(index) == nil:
                // Most blocks fail the byte test, so they are never made into a string and split.
                text.removeAll(keepingCapacity: true)
                document.appendPlainText(of: index, to: &text)
                guard text.withUnsafeBufferPointer(Self.mayHoldKeyword) else { continue }
                // `HW 1` then `: **DUE**{: .label} Sep 29` (a kramdown definition list, which GitHub
                // shows as one paragraph): each definition is read alone, its deadline named by the term.
                if let lines = definitionLines(of: index) {
                    // The term names them; under a term that is a date (`Jan 25`), the nearest
                    // definition above that names something (`Lab 01 Release`, not a bare link).
                    var term = ""
                    var termIsName = false
                    for line in lines {
                        let isDefinition = line.hasPrefix(":")
                        let source = isDefinition ? line.dropFirst().trimmingSpaces() : line
                        let plain = DatedBlocks.inlineText(source)
                        let deadlines = scan(Substring(plain), fallback: isDefinition && !term.isEmpty ? term : name, contextDate: nil, cellDates: dates)
                        found += deadlines
                        if !isDefinition {
                            termIsName = dates.parse(plain) == nil
                            term = termIsName ? plain : ""
                        } else if !termIsName, deadlines.isEmpty, !Self.isLoneLink(source), plain.contains(where: \.isLetter) {
                            term = plain
                        }
                    }
                    continue
                }
                // `**Chapter 1: 1cd, 2bd**` then, after a hard line break, `**Due: Friday, 8/29**`: a
                // due line that names nothing is named by a short line above it.
                var above = name
                for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
                    let cleaned = KramdownAttributes.removed(from: line)
                    found += scan(Substring(cleaned), fallback: above, contextDate: nil, cellDates: dates)
                    let named = Self.withoutDueAside(Substring(cleaned))
                    above = !Self.isOnlyDue(String(cleaned)) && named.count <= 80 && named.contains(where: \.isLetter) ? named : name
                }
            case .item:
                // `- PA1: Getting Started` over `- Due Date: April 25th`: the item's own line names
                // the deadlines below it that name nothing.
                let children = Array(document.children(of: index))
                // Most items are one paragraph: only an item with blocks below it names them.
                let own = children.count < 2 ? nil : children.first.flatMap { first in
                    document.kind(of: first) == .paragraph ? String(page.plainText(first).firstLine.trimmingSpaces()) : nil
                }.flatMap { $0.isEmpty ? nil : $0 }
                stack.append(contentsOf: children.enumerated().reversed().map { offset, child in (child, offset == 0 ? name : own ?? name) })
            case .list, .blockQuote:
                stack.append(contentsOf: document.children(of: index).reversed().map { ($0, name) })
            default:
                continue
            }
        }
        return found
    }

    /// `[PDF](lec01.pdf) &nbsp;`: a line that is one link and nothing else.
    private static func isLoneLink(_ line: Substring) -> Bool {
        var text = line
        while text.hasSuffix("&nbsp;") { text = text.dropLast(6).trimmingSpaces() }
        guard text.first == "[", text.last == ")", let middle = text.range(of: "](") else { return false }
        return !text[middle.upperBound...].contains("](")
    }

    /// A paragraph's source lines when some line after its first opens a kramdown definition
    /// (`: text`); nil for any other paragraph.
    private func definitionLines(of paragraph: Int) -> [Substring]? {
        guard let range = page.document.range(of: paragraph), range.start.line >= 1, range.end.line <= page.lines.count,
              range.end.line > range.start.line else { return nil }
        let lines = (range.start.line...range.end.line).map { page.lines[$0].trimmingSpaces() }
        return lines.dropFirst().contains { $0.hasPrefix(": ") } ? lines : nil
    }

    /// One pass over the line: keywords are matched character by character on the lower-cased
    /// text (no Foundation search), and the sentence start is tracked as the scan moves forward,
    /// so a megabyte-long line with many keywords stays linear.
    private func scan(_ text: Substring, fallback: String, contextDate: LocalDate?, cellDates: DateText) -> [SyllabusDeadline] {
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
        var previousSentenceStart = 0
        var breakCheckedUpTo = 1
        var position = 0
        // Where the last keyword ended: a second due item in one sentence is named after it.
        var lastKeywordEnd = 0
        // Comparing `Character`s normalizes them: a keyword is tried only where the character's
        // first scalar opens one (each keyword opens with a plain letter, equal only to itself).
        let openings = lower.map { $0.unicodeScalars.first?.value ?? 0 }
        while position < lower.count {
            guard Self.keywordOpenings.contains(openings[position]),
                  let keyword = Self.keywordCharacters.first(where: { lower.hasPrefix($0, at: position) }) else {
                position += 1
                continue
            }
            let keywordStart = position
            position += keyword.count
            let before = keywordStart == 0 ? " " : lower[keywordStart - 1]
            guard !before.isWordCharacter else { continue }
            let previousKeywordEnd = lastKeywordEnd
            lastKeywordEnd = position
            // Map the lower-cased positions back to `text` (lowercasing keeps the length of these scripts).
            guard position <= characterCount else { break }
            var rest = text[offsets[position]...].drop { " :—–-*,\u{00A0}".contains($0) }
            if rest.prefix(4).lowercased() == "date" { rest = rest.dropFirst(4).drop { " :—–-".contains($0) } }
            // The sentence starts at the last space that follows `.;!?` before the keyword.
            while breakCheckedUpTo < keywordStart {
                // Every character before a keyword is looked at: compared as bytes, not `Character`s.
                // `Intro a box 2D / Entrega Proyecto 1`: a slash between spaces parts two items too.
                if let previous = text[offsets[breakCheckedUpTo - 1]].asciiValue,
                   ".;!?".utf8.contains(previous) || (previous == UInt8(ascii: "/") && breakCheckedUpTo >= 2 && text[offsets[breakCheckedUpTo - 2]] == " "),
                   text[offsets[breakCheckedUpTo]].asciiValue == UInt8(ascii: " ") {
                    previousSentenceStart = sentenceStart
                    sentenceStart = breakCheckedUpTo
                }
                breakCheckedUpTo += 1
            }
            let prefix = text[offsets[sentenceStart]..<offsets[keywordStart]]
            // `For example, if an assignment is due on May 4th, …`: a date that explains a rule.
            if Self.isExample(prefix) { continue }
            let earlier = text[offsets[previousSentenceStart]..<offsets[sentenceStart]]
            // `due on Saturday, October 5th`, `due by Mon Feb 24`. Only the opening few characters are
            // lower-cased: the rest of a long line is not copied for every keyword.
            let opening = rest.prefix(16).lowercased()
            // `Due in week of 8/21`: the week's first day stands for the week.
            if let filler = ["on ", "by ", "before ", "am ", "bis ", "eod ", "até ", "hasta el ", "hasta ", "avant le ", "avant ", "jusqu'au ", "entro il ", "entro ",
                             "in the week of ", "in week of ", "the week of ", "week of "].first(where: opening.hasPrefix) { rest = rest.dropFirst(filler.count) }
            // `Due 11:59pm Wed Oct 9`: when in the day, then the day.
            if cellDates.prefix(of: rest) == nil, case let dropped = Self.droppingTimeOfDay(rest), cellDates.prefix(of: dropped) != nil { rest = dropped }
            if let direct = cellDates.prefix(of: rest) {
                var title = Self.subjectTitle(prefix, previousSentence: earlier)
                if Self.isSelfReference(title), !pageTitle.isEmpty { title = pageTitle }
                // `Due January 21 - Problem Set 1 (uploaded …)`: the name follows the date.
                if title.isEmpty {
                    let after = rest.dropFirst(direct.length).drop { " *_".contains($0) }
                    if let dash = after.first, ":—–-".contains(dash) {
                        title = Self.cleanTitle(after.dropFirst().prefix { $0 != "(" && $0 != "\n" })
                    }
                }
                // `Reading quiz 1, on 1.3 and 2.2. Due: January 20`: the sentence before opens with
                // the work's name and then says more about it (a whole sentence names nothing).
                if title.isEmpty, case let opening = earlier.prefix(while: { $0 != "," && $0 != "(" && $0 != ":" }), opening.endIndex < earlier.endIndex,
                   case let head = Self.cleanTitle(opening), head.contains(where: \.isLetter), head.split(separator: " ").count <= 6 {
                    title = head
                }
                results.append(SyllabusDeadline(title: title.isEmpty ? fallback : title, due: direct.date))
            } else if let open = rest.firstIndex(of: "("), let found = Self.dateNear(open, in: rest, dates: dates) {
                var title = Self.cleanTitle(rest[..<open])
                // `TEI Lab due tonight (September 16)`: the words between are when, not what.
                if Self.dueTitle(Substring(title)) == nil { title = Self.subjectTitle(prefix, previousSentence: earlier) }
                results.append(SyllabusDeadline(title: title.isEmpty ? fallback : title, due: found))
            } else if case let line = prefix.drop(while: { " *_".contains($0) }), let opening = cellDates.prefix(of: line),
                      rest.prefix(while: { $0 != "\n" }).allSatisfy({ !$0.isLetter && !$0.isNumber }),
                      let title = Self.dueTitle(line.dropFirst(opening.length).drop(while: { " :—–-*_".contains($0) })) {
                // `Sep 26 - Practical 1 Due`: an item's own date before its name.
                results.append(SyllabusDeadline(title: title, due: opening.date))
            } else if let contextDate, !rest.prefix(3).lowercased().hasPrefix("to ") {
                // `Slides due midnight Monday` in a Tuesday row: the Monday nearest the row's day.
                let due = Self.nearestWeekday(named: rest, to: contextDate) ?? contextDate
                // `Due: Homeplay 1, Project 1` names its items after the keyword and a colon;
                // `Editorial due 11 PM` and `Slides due Monday (for teams)` before it.
                let colon = text[offsets[position]...].drop { $0 == " " }.first == ":"
                let after = rest.prefix { $0 != ")" }
                let named = colon ? after.split(separator: ",").compactMap { Self.dueTitle($0) } : []
                if !named.isEmpty {
                    results += named.map { SyllabusDeadline(title: $0, due: due) }
                } else if case let subject = Self.lastItem(prefix, afterKeyword: previousKeywordEnd > sentenceStart ? text[offsets[previousKeywordEnd]..<offsets[keywordStart]] : nil),
                          let title = Self.dueTitle(subject.split(separator: "(").last ?? subject) {
                    // `Problem set 2 will be due in class`; `… problems 3.4-3.10. It is due`: the
                    // subject without its verb, and what `It` stands for.
                    let subject = Self.subjectTitle(prefix, previousSentence: earlier)
                    let pronoun = Self.pronouns.contains(title.lowercased())
                    let named = pronoun || title.hasSuffix(" will be") || title.hasSuffix(" will") ? subject : title
                    // `With the hour we had left, we looked at the cup set due on Wednesday`: a
                    // long clause of prose before a weekday tells a story; it names no work.
                    if named.split(separator: " ").count > 8, named.contains(","),
                       let opening = named.split(separator: " ").first?.lowercased(), Self.clauseOpenings.contains(opening) { continue }
                    results.append(SyllabusDeadline(title: named, due: due))
                } else if !colon, let title = after.split(separator: ",").compactMap({ Self.dueTitle($0) }).first {
                    // `Entrega Unidade 1`, `Abgabe Blatt 3`: a noun for the hand-in opening the line is part of its name.
                    let opensLine = prefix.allSatisfy { $0 == " " || $0 == "*" || $0 == "_" }
                    let word = text[offsets[keywordStart]..<offsets[position]]
                    // `Entrega de termos`: a name that goes on in lower case is the noun's too.
                    var named = opensLine && keyword != Array("due") && title.first?.isLetter == true ? "\(word) \(title)" : title
                    // `Avaliação 1. Entrega de termos`: a numbered label just before names the hand-in.
                    if opensLine, case let label = earlier.trimmingSpaces(), label.last == ".", label.dropLast().last?.isNumber == true,
                       label.split(separator: " ").count <= 3 {
                        named = "\(label) \(named)"
                    }
                    results.append(SyllabusDeadline(title: named, due: due))
                }
            }
        }
        return results
    }

    /// The words that name a due item in `prefix` (the sentence before its due word). After an
    /// earlier due item of the sentence (`Proposal due at 1 PM, and Assignment 4 due`) or after
    /// work made available (`Quiz 1 made available by noon, Assignment 5 due`), that is what
    /// follows the last comma, without a joining `and`.
    static func lastItem(_ prefix: Substring, afterKeyword: Substring?) -> Substring {
        let scope = afterKeyword ?? prefix
        guard let comma = scope.lastIndex(of: ","),
              afterKeyword != nil || HeadingWords.lowercased(String(scope[..<comma])).contains(where: releaseWords.contains) else { return prefix }
        var item = scope[scope.index(after: comma)...].drop { $0 == " " }
        for joining in ["and ", "& ", "und ", "et ", "y ", "e "] where item.lowercased().hasPrefix(joining) {
            item = item.dropFirst(joining.count)
            break
        }
        item = item.drop { " .*_".contains($0) }
        return item.contains(where: \.isLetter) ? item : prefix
    }

    /// `rest` after the times, weekdays and fillers that open it (`11:59pm Wed, Oct 9` as `Oct 9`).
    static func droppingTimeOfDay(_ rest: Substring) -> Substring {
        var remaining = rest
        var skipped = false
        for _ in 0..<6 {
            let token = remaining.prefix { $0 != " " && $0 != "\u{00A0}" }
            let bare = token.trimming(",;.()").lowercased()
            guard !token.isEmpty, TimeOfDay.isToken(bare) || timeZones.contains(bare) || fillerWords.contains(bare) || DateScanner.isWeekday(bare)
                || shortWeekdays.contains(String(token.trimming(",."))) else { break }
            remaining = remaining.dropFirst(token.count).drop { $0 == " " || $0 == "\u{00A0}" || $0 == "," }
            skipped = true
        }
        return skipped ? remaining : rest
    }

    /// A byte test every keyword match passes: `due`, `deadline`, `abgabe`, `entrega`, `remise`, `prazo`
    /// or `scadenza` in any case (only ASCII letters lower-case to them), or a Cyrillic `с`/`С`/`д`/`Д`; most lines fail it
    /// and skip building character arrays.
    private static func mayHoldKeyword(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8(mayHoldKeyword)
    }

    private static func mayHoldKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // `с`/`С` (срок сдачи, сдать до) or `д`/`Д` (дедлайн).
            if byte == 0xD1 || byte == 0xD0, index < bytes.count,
               bytes[index] == (byte == 0xD1 ? 0x81 : 0xA1) || (byte == 0xD0 && (bytes[index] == 0xB4 || bytes[index] == 0x94)) { return true }
            let lower = byte | 0x20
            if lower == UInt8(ascii: "a"), hasLetters("bgabe", in: bytes, at: index) { return true }
            if lower == UInt8(ascii: "e"), hasLetters("ntrega", in: bytes, at: index) { return true }
            if lower == UInt8(ascii: "r"), hasLetters("emise", in: bytes, at: index) { return true }
            if lower == UInt8(ascii: "p"), hasLetters("razo", in: bytes, at: index) { return true }
            if lower == UInt8(ascii: "s"), hasLetters("cadenza", in: bytes, at: index) { return true }
            guard lower == UInt8(ascii: "d"), index + 1 < bytes.count else { continue }
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

    /// The title before a due keyword, without a trailing `is`/`will be`; `It will be due …` takes
    /// its subject from the sentence before (`Lab 4 will be handed out today. It will be due …`).
    private static func subjectTitle(_ prefix: Substring, previousSentence: Substring) -> String {
        var words = prefix.split(separator: " ")
        // `Homework 9 (Unusual due date: …)`: the aside the keyword opens is no part of the name.
        if let open = words.lastIndex(where: { $0.first == "(" }), !words[open...].contains(where: { $0.contains(Character(")")) }), open > 0 { words.removeSubrange(open...) }
        // `Problem set 1 assigned (due …)`: the verb, or the word that it was handed out, is no part of the name.
        while let last = words.last, ["is", "are", "be", "will", "was", "ist", "sind", "es", "assigned", "released", "posted", "out"].contains(last.lowercased()) { words.removeLast() }
        let title = cleanTitle(Substring(words.joined(separator: " ")))
        guard let first = title.split(separator: " ").first?.lowercased(), Self.pronouns.contains(first) else { return title }
        let subject = previousSentence.split(separator: " ").prefix { !["will", "is", "are", "was", "has", "must", "should"].contains($0.lowercased()) }
        let named = cleanTitle(Substring(subject.joined(separator: " ")))
        return named.isEmpty ? title : named
    }

    /// Whether a sentence opens as an example (`For example, …`, `E.g. …`, `Por ejemplo, …`).
    static func isExample(_ sentence: Substring) -> Bool {
        let opening = sentence.drop { $0 == " " || $0 == "(" || $0 == "*" || $0 == "_" }.prefix(14).lowercased()
        if exampleOpenings.contains(where: { opening.hasPrefix($0) }) { return true }
        // `Late work: for example, if …`: the example after a label.
        guard let colon = sentence.firstIndex(of: ":") else { return false }
        return isExample(sentence[sentence.index(after: colon)...])
    }

    private static let exampleOpenings = ["for example", "for instance", "e.g.", "eg.", "example:", "por ejemplo", "por exemplo", "par exemple", "zum beispiel", "z.b.", "z. b.", "ad esempio", "например"]

    /// `This assignment`, `This problem set`, `The homework`: the handout itself.
    static func isSelfReference(_ title: String) -> Bool {
        let words = title.lowercased().split(separator: " ")
        guard words.count >= 2, ["this", "the"].contains(words[0]) else { return false }
        return ["assignment", "homework", "lab", "project", "problem", "exercise", "sheet", "handout"].contains(String(words[1]))
    }

    /// Drops surrounding punctuation, parentheses and emphasis markers.
    static func cleanTitle(_ text: Substring) -> String {
        var title = text.trimmingSpaces()
        while let first = title.first, "(*_—–-:;,".contains(first) || first == " " { title = title.dropFirst() }
        while let last = title.last, "(*_—–-:;,".contains(last) || last == " " { title = title.dropLast() }
        return String(title)
    }

    private static let keywordCharacters = SyllabusWords.duePhrases.map { Array($0) }
    private static let keywordOpenings = Set(keywordCharacters.compactMap { $0.first?.unicodeScalars.first?.value })
}

extension Array where Element == Character {
    /// Whether `word` occurs at `position`.
    fileprivate func hasPrefix(_ word: [Character], at position: Int) -> Bool {
        guard position + word.count <= count else { return false }
        for (offset, character) in word.enumerated() where self[position + offset] != character { return false }
        return true
    }
}

