/// The one address policy of everything written from Markdown or raw HTML: course pages (the
/// renderer and the raw-HTML sanitizer), note bodies (on the site and in reports) and materials
/// links. Kept: http, https, mailto and relative addresses, plus `data:image/(png|gif|jpeg|webp)`
/// for images: GitHub's allowlist for the links of a page. Anything else (`javascript:`,
/// `vbscript:`, `data:text/html`, `file:`, `tel:`, an app's scheme) is dropped, whatever its case.
/// Why this list and not cmark's blocklist: docs/architecture.md, "One address policy".
enum SafeURL {
    /// Whether `url` may be a link's `href`.
    static func isSafeLink(_ url: String) -> Bool { check(url, image: false) }

    /// Whether `url` may be an image's `src`.
    static func isSafeImage(_ url: String) -> Bool { check(url, image: true) }

    /// The policy as `MarkdownHTML.render` takes it.
    static func allows(_ url: String, isImage: Bool) -> Bool { check(url, image: isImage) }

    private static func check(_ url: String, image: Bool) -> Bool {
        // Browsers ignore tabs and newlines inside a scheme and leading control characters and spaces.
        if url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        let trimmed = url.drop { $0 == " " }
        guard let written = trimmed.urlScheme else { return true }
        switch written.lowercased() {
        case "http", "https", "mailto":
            return true
        case "data" where image:
            let rest = trimmed[trimmed.index(after: written.endIndex)...].lowercased()
            return ["image/png", "image/gif", "image/jpeg", "image/webp"].contains { rest.hasPrefix($0 + ";") || rest.hasPrefix($0 + ",") }
        default:
            return false
        }
    }
}
