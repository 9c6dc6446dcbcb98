import CourseModel

/// The one pluraliser of the English messages (the command line, the checks, the preview banner):
/// the English plural rule the site's phrasebook counts with (`SiteLanguage.en.pluralCategory`),
/// so `1 error`, `0 errors`, `2 errors`. The site's own counted words go through
/// `SiteWords.count` in the site's language.
package enum EnglishPlural {
    /// `noun`, or `plural` (by default `noun` + `s`) when `number` asks for it.
    package static func noun(_ noun: String, _ number: Int, plural: String? = nil) -> String {
        SiteLanguage.en.pluralCategory(number) == .one ? noun : plural ?? noun + "s"
    }

    /// `number` and its noun: `1 error`, `3 errors`.
    package static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + Self.noun(noun, number, plural: plural)
    }
}
