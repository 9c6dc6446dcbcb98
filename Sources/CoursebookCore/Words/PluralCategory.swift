/// A CLDR plural category, as `Intl.PluralRules` also names them.
package enum PluralCategory: String, CaseIterable, Sendable {
    case one, few, many, other
}
