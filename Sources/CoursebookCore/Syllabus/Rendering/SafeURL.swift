/// Decides which addresses may appear in output: http, https, mailto and relative ones, plus
/// `data:image/(png|gif|jpeg|webp)` for images. Anything else (`javascript:`, `vbscript:`,
/// `data:text/html`, `file:`) is dropped, whatever its case.
enum SafeURL {
    /// Whether `url` may be a link's `href`.
    static func isSafeLink(_ url: String) -> Bool { check(url, image: false) }

    /// Whether `url` may be an image's `src`.
    static func isSafeImage(_ url: String) -> Bool { check(url, image: true) }

    private static func check(_ url: String, image: Bool) -> Bool {
        // Browsers ignore tabs and newlines inside a scheme and leading control characters and spaces.
        if url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        let trimmed = url.drop { $0 == " " }
        guard let colon = trimmed.firstIndex(of: ":") else { return true }
        let beforeColon = trimmed[..<colon]
        if beforeColon.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return true }
        let scheme = beforeColon.lowercased()
        switch scheme {
        case "http", "https", "mailto":
            return true
        case "data" where image:
            let rest = trimmed[trimmed.index(after: colon)...].lowercased()
            return ["image/png", "image/gif", "image/jpeg", "image/webp"].contains { rest.hasPrefix($0 + ";") || rest.hasPrefix($0 + ",") }
        default:
            return false
        }
    }
}
