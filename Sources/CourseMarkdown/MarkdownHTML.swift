internal import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders Markdown to HTML with libcmark's safe defaults: raw HTML is omitted and
/// `javascript:`, `vbscript:`, `file:` and non-image `data:` links are dropped.
package enum MarkdownHTML {
    /// Renders `text` as an HTML fragment, after the same screening as `MarkdownParser.parse`.
    package static func render(_ text: String, limits: MarkdownLimits = .default) throws(MarkdownError) -> String {
        try limits.screen(text)
        var text = text
        return text.withUTF8 { buffer -> String in
            let html = buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_markdown_to_html(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
            guard let html else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }
}
