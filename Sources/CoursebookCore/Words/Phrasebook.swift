import CourseModel

/// One language's fixed words as written here: texts by key and each counted noun's plural forms.
/// `SiteWordsTests` checks that every language has every key and every form its plural rules use.
struct Phrasebook: Sendable {
    let texts: [SiteWords.Key: String]
    let counts: [SiteWords.Noun: [PluralCategory: String]]

    /// The phrasebook of `language`.
    static func of(_ language: SiteLanguage) -> Phrasebook {
        switch language {
        case .en: english
        case .ru: russian
        case .de: german
        case .es: spanish
        }
    }
}
