/// What raw HTML on a course page keeps: GitHub's sanitizer allowlist (the elements and attributes
/// github.com leaves in a README), so a page looks here as it does there.
///
/// The same rules apply to the HTML this tool writes around it, which is why the few attributes
/// the renderer itself produces are allowed in their exact forms only (`class="task-list-item"`,
/// `class="language-…"`, `style="text-align: …"`), never in general.
enum RawHTMLPolicy {
    /// What happens to one element.
    enum ElementRule: Equatable {
        /// Kept with its allowed attributes.
        case keep
        /// The tag goes, its content stays (as GitHub does for `<font>`, `<center>`, `<u>`…).
        case unwrap
        /// The tag and everything in it go (scripts, styles, embedded documents, forms).
        case drop
    }

    static func rule(for name: String) -> ElementRule {
        if keptElements.contains(name) { return .keep }
        if droppedWithContent.contains(name) { return .drop }
        return .unwrap
    }

    /// Elements written as `<name />` with no end tag.
    static let voidElements: Set<String> = ["br", "hr", "img", "input", "wbr", "source"]

    /// github.com's element allowlist.
    static let keptElements: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "br", "b", "i", "strong", "em", "a", "pre", "code", "img", "tt",
        "div", "ins", "del", "sup", "sub", "p", "picture", "ol", "ul", "table", "thead", "tbody", "tfoot",
        "blockquote", "dl", "dt", "dd", "kbd", "q", "samp", "var", "hr", "ruby", "rt", "rp", "li", "tr", "td",
        "th", "s", "strike", "summary", "details", "caption", "figure", "figcaption", "abbr", "bdo", "cite",
        "dfn", "mark", "small", "span", "time", "wbr", "input", "source",
    ]

    /// Elements whose content is not text a reader of the page sees.
    static let droppedWithContent: Set<String> = [
        "script", "style", "template", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet",
        "textarea", "select", "option", "button", "form", "head", "title", "meta", "link", "base", "svg", "math",
        "audio", "video", "canvas", "map", "noembed", "noframes", "xmp", "plaintext",
    ]

    /// Attributes allowed on every kept element.
    static let globalAttributes: Set<String> = [
        "abbr", "accept", "accept-charset", "accesskey", "action", "align", "alt", "aria-describedby",
        "aria-hidden", "aria-label", "aria-labelledby", "axis", "border", "cellpadding", "cellspacing", "char",
        "charoff", "charset", "checked", "clear", "cols", "colspan", "color", "compact", "coords", "datetime",
        "dir", "disabled", "enctype", "for", "frame", "headers", "height", "hreflang", "hspace", "id", "ismap",
        "label", "lang", "maxlength", "media", "method", "multiple", "name", "nohref", "noshade", "nowrap",
        "open", "progress", "prompt", "readonly", "rel", "rev", "role", "rows", "rowspan", "rules", "scope",
        "selected", "shape", "size", "span", "start", "summary", "tabindex", "target", "title", "type",
        "usemap", "valign", "value", "vspace", "width", "itemprop",
    ]

    /// Attributes allowed on one element only; those holding an address are checked as one.
    static let elementAttributes: [String: Set<String>] = [
        "a": ["href"], "img": ["src", "longdesc"], "source": ["srcset"], "div": ["itemscope", "itemtype"],
        "blockquote": ["cite"], "del": ["cite"], "ins": ["cite"], "q": ["cite"],
    ]

    /// Attributes whose value is an address, resolved and checked like a Markdown link's.
    static let addressAttributes: Set<String> = ["href", "src", "longdesc", "cite", "itemtype"]

    /// What happens to one attribute of a kept element.
    enum AttributeRule: Equatable { case keep, address, drop }

    static func rule(forAttribute name: String, value: String, on element: String) -> AttributeRule {
        switch name {
        case "class":
            return isRendererClass(value, on: element) ? .keep : .drop
        case "style":
            return ["text-align: left", "text-align: center", "text-align: right"].contains(value) ? .keep : .drop
        default:
            guard globalAttributes.contains(name) || elementAttributes[element]?.contains(name) == true else { return .drop }
            return addressAttributes.contains(name) ? .address : .keep
        }
    }

    /// An `<input>` is kept only as GitHub's task-list checkbox.
    static func keepsInput(type: String?) -> Bool { type?.lowercased() == "checkbox" }

    private static func isRendererClass(_ value: String, on element: String) -> Bool {
        switch element {
        case "li": value == "task-list-item"
        case "code": value.hasPrefix("language-") && !value.dropFirst(9).isEmpty && value.dropFirst(9).allSatisfy { $0.isLetter || $0.isNumber || "+-_.#".contains($0) }
        default: false
        }
    }
}
