/// Text from a book made safe to print in a diagnostic: a value may hold terminal escape
/// sequences (which could clear the screen or retitle the window) or be 100 KB long, and a
/// diagnostic must stay one readable line.
enum PrintableText {
    /// The longest run of characters without a space that is printed whole; longer ones are cut.
    /// Long enough for the paths and addresses messages name (a cache folder, a GitHub file).
    static let longestWord = 240
    /// The longest message printed whole.
    static let longestMessage = 2_000

    /// `text` with control characters shown as `\u{1B}` (tab, line feed and carriage return as
    /// `\t`, `\n`, `\r`), words longer than `longestWord` cut with `…`, the whole at most
    /// `longestMessage` characters.
    static func escaped(_ text: String) -> String {
        if isPlain(text) { return text }
        var out = ""
        var outLength = 0
        // The current word: the pieces kept, whether some were left out, and its last pieces (a
        // closing quote or bracket is kept after the cut).
        var word = ""
        var wordLength = 0
        var wordCut = false
        var last: [String] = []
        func flush() {
            out += word
            if wordCut {
                out += "…" + last.drop { !Self.isClosing($0) }.joined()
            }
            outLength += wordLength
            word = ""
            wordLength = 0
            wordCut = false
            last = []
        }
        for scalar in text.unicodeScalars {
            if outLength + wordLength > longestMessage {
                word += "…"
                wordCut = false
                break
            }
            if scalar == " " {
                flush()
                out += " "
                outLength += 1
                continue
            }
            let shown = show(scalar)
            // Counted as printed, so a run of escaped controls is cut as soon as a plain one.
            if !wordCut, wordLength + shown.count <= longestWord {
                word += shown
                wordLength += shown.count
            } else {
                wordCut = true
            }
            last.append(shown)
            if last.count > 3 { last.removeFirst() }
        }
        flush()
        return out
    }

    private static func isClosing(_ piece: String) -> Bool { piece.count == 1 && "'\")],;:.?".contains(piece) }

    /// How `scalar` is printed.
    private static func show(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": "\\t"
        case "\n": "\\n"
        case "\r": "\\r"
        case _ where isControl(scalar): "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: String(scalar)
        }
    }

    /// C0 and C1 controls, DEL, and the invisible characters that reorder or split a line.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }

    /// A message with no control character, no over-long word and not over-long, the usual one:
    /// nothing to do. Counted in scalars as `escaped` counts them; typographic quotes and letters
    /// beyond ASCII are plain too (a build can print tens of thousands of warnings with “ ”).
    private static func isPlain(_ text: String) -> Bool {
        var run = 0
        var ascii = true
        for byte in text.utf8 {
            guard byte >= 0x20, byte != 0x7F else { return false }
            guard byte < 0x80 else {
                ascii = false
                break
            }
            run = byte == 0x20 ? 0 : run + 1
            if run > longestWord { return false }
        }
        if ascii { return text.utf8.count <= longestMessage }
        run = 0
        var length = 0
        for scalar in text.unicodeScalars {
            guard !isControl(scalar) else { return false }
            run = scalar == " " ? 0 : run + 1
            length += 1
            if run > longestWord || length > longestMessage { return false }
        }
        return true
    }
}
