/// Makes heading anchors the way GitHub does: lower-case, punctuation dropped, spaces to `-`,
/// letters of any script kept, and repeats numbered `-1`, `-2`, ….
struct GitHubSlugger {
    private var seen: Set<String> = []

    /// The anchor for the next heading with plain text `text`.
    mutating func slug(_ text: String) -> String {
        let base = Self.baseSlug(text)
        var candidate = base
        var counter = 1
        while seen.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        seen.insert(candidate)
        return candidate
    }

    /// The slug before de-duplication.
    static func baseSlug(_ text: String) -> String {
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
