import CourseModel

/// The phrasebook of a language as `coursebook templates words` prints it: YAML a book can copy
/// under `site: strings:`, every key with its text (always double-quoted, so braces and colons
/// read back as written), plural forms after the texts.
package enum SiteWordsListing {
    /// `key: "text"` lines in the phrasebook's order, after a comment naming the language.
    package static func yaml(_ language: SiteLanguage) -> String {
        let words = SiteWords(language: language)
        var lines = [
            "# The fixed words of the site, calendars and reports in \(language.englishName) (site.language: \(language.rawValue)).",
            "# Copy the ones to change under 'site: strings:' in coursebook.yml; {name} is filled in by the site.",
        ]
        for key in SiteWords.Key.allCases { lines.append("\(key.rawValue): \(YAMLScalar.doubleQuoted(words[key]))") }
        for noun in SiteWords.Noun.allCases {
            for (category, text) in words.forms(noun) { lines.append("\(SiteWords.countKey(noun, category)): \(YAMLScalar.doubleQuoted(text))") }
        }
        return lines.joined(separator: "\n")
    }
}
