/// The language of a book's site pages and calendars (`site.language` in `coursebook.yml`): the
/// fixed words, date words and plural rules come from the phrasebook of this language.
package enum SiteLanguage: String, Sendable, Hashable, CaseIterable {
    case en, ru, de, es

    /// The language's name in English, for messages that list the codes.
    package var englishName: String {
        switch self {
        case .en: "English"
        case .ru: "Russian"
        case .de: "German"
        case .es: "Spanish"
        }
    }

    /// Which way its text runs, for `<html dir>`.
    package var direction: TextDirection {
        switch self {
        case .en, .ru, .de, .es: .leftToRight
        }
    }
}

/// Writing direction as HTML's `dir` attribute names it.
package enum TextDirection: String, Sendable {
    case leftToRight = "ltr", rightToLeft = "rtl"
}
