/// One value a Mustache template can show: the typed form of a page's context, so rendering looks
/// names up without dynamic casts.
///
/// How sections treat each kind (as the site's templates have always seen them): `false`, a missing
/// name and an empty list are falsy; `true` renders the section once in the same context; a
/// non-empty list renders it once per element; any other value — including the empty string and
/// `0` — renders it once with the value pushed on the context stack.
package enum TemplateValue: Sendable, Equatable {
    /// Text; `{{name}}` escapes it for HTML, `{{{name}}}` and `{{&name}}` insert it as it is.
    case string(String)
    /// A flag, mostly for sections; interpolated as `true` or `false`.
    case bool(Bool)
    /// A whole number, interpolated in decimal.
    case number(Int)
    /// A list, which sections iterate; interpolates as nothing.
    case list([TemplateValue])
    /// Named values, which sections push on the context stack; interpolates as nothing.
    case object(TemplateObject)

    /// A list of strings.
    package init(_ strings: [String]) {
        self = .list(strings.map(TemplateValue.string))
    }

    /// Whether this is a list with at least one element.
    var isNonEmptyList: Bool {
        if case .list(let items) = self { !items.isEmpty } else { false }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A string literal, also with interpolations: `"\(root)index.html"`.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// An integer literal.
    package init(integerLiteral value: Int) { self = .number(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// A list literal.
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// An object literal; a repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var object = TemplateObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
