/// The `Content-Type` of a site file, from its extension; text types say UTF-8 because every
/// text file a build writes is UTF-8.
enum ContentType {
    /// The type for a file name; unknown extensions are plain bytes.
    static func of(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return "application/octet-stream" }
        return types[fileName[fileName.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// Whether the served bytes are an HTML page, which gets the reload script.
    static func isHTML(_ fileName: String) -> Bool { of(fileName).hasPrefix("text/html") }

    /// An HTML page, as `serve`'s own error pages are sent.
    static let html = "text/html; charset=utf-8"
    /// Plain UTF-8 text, as `serve`'s own short answers are sent.
    static let plainText = "text/plain; charset=utf-8"

    private static let types: [String: String] = [
        "html": html,
        "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "pdf": "application/pdf",
        "txt": plainText,
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "woff2": "font/woff2",
    ]
}
