/// Makes heading anchors the way GitHub does: lower-case, punctuation dropped, spaces to `-`,
/// letters of any script kept, and repeats numbered `-1`, `-2`, ….
/// Only for a course page's headings, whose anchors must be github.com's so that links written for
/// GitHub keep working; the site's own anchors and ids use `SitePath.anchorSlug`, a new note's
/// file name `EditDraft.noteFileSlug`.
struct GitHubSlugger {
    /// Every anchor given so far, with the last number tried after it as a base, as github-slugger
    /// keeps them: the next repeat of a base starts past that number, so a page with many
    /// headings of one text costs linear time, not quadratic.
    private var occurrences: [String: Int] = [:]

    /// The anchor for the next heading with plain text `text`.
    mutating func slug(_ text: String) -> String {
        let base = Self.baseSlug(text)
        var candidate = base
        if var counter = occurrences[base] {
            repeat {
                counter += 1
                candidate = "\(base)-\(counter)"
            } while occurrences[candidate] != nil
            occurrences[base] = counter
        }
        occurrences[candidate] = 0
        return candidate
    }

    /// The slug before de-duplication.
    static func baseSlug(_ text: String) -> String {
        if let ascii = asciiSlug(text) { return ascii }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                out.unicodeScalars.append("-")
            } else if scalar == "-" || scalar == "_" || isKept(scalar) {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The slug of an all-ASCII `text` from its bytes (letters, digits, `-` and `_` kept, spaces
    /// to `-`), or nil when `text` has other characters.
    private static func asciiSlug(_ text: String) -> String? {
        var copy = text
        return copy.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): out.append(byte)
                case UInt8(ascii: " "): out.append(UInt8(ascii: "-"))
                case 0x80...: return nil
                default: continue
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Letters, marks, numbers and connector punctuation survive, as in github-slugger.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            true
        default:
            false
        }
    }
}
