import CourseModel
import CoursebookCore
import Foundation

/// What `serve` adds to the HTML it sends (never to files a build writes): the live-reload script
/// and, while the book has errors, a banner listing them.
enum PreviewPage {
    /// The Server-Sent Events address the reload script listens to.
    static let eventsPath = "/__coursebook/events"

    /// Listens for `reload` events; EventSource reconnects by itself after a dropped connection.
    static let script = """
    <script>(function(){var s=new EventSource("\(eventsPath)");\
    s.addEventListener("reload",function(){location.reload();});})();</script>
    """

    /// `page` with the script before `</body>` and, when `problems` is set, the banner after `<body…>`.
    static func decorate(_ page: Data, problems: [Diagnostic]?) -> Data {
        var html = String(decoding: page, as: UTF8.self)
        if let range = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) {
            html.insert(contentsOf: script + "\n", at: range.lowerBound)
        } else {
            html += script
        }
        if let problems {
            let banner = self.banner(problems)
            if let open = html.range(of: "<body", options: .caseInsensitive), let end = html[open.upperBound...].firstIndex(of: ">") {
                html.insert(contentsOf: banner, at: html.index(after: end))
            } else {
                html = banner + html
            }
        }
        return Data(html.utf8)
    }

    /// The page served while no build has succeeded yet.
    static func errorPage(_ problems: [Diagnostic]) -> Data {
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>coursebook serve: the book has errors</title></head>
        <body>
        </body>
        </html>
        """
        return decorate(Data(html.utf8), problems: problems)
    }

    /// Fixed colours so the banner reads the same over any site stylesheet, light or dark.
    private static func banner(_ problems: [Diagnostic]) -> String {
        let count = problems.filter { $0.severity == .error }.count
        let lines = problems.map { HTMLEscaping.escape($0.description) }.joined(separator: "\n")
        return """
        <div id="coursebook-serve-errors" role="alert" style="background:#fff0f0;color:#600;border:3px solid #b00;\
        margin:0;padding:1em;font:14px/1.4 system-ui,sans-serif">\
        <strong>coursebook serve: the book has \(EnglishPlural.count(count, "error")); \
        this is the last site that built. Fix the files and the page reloads.</strong>\
        <pre style="white-space:pre-wrap;margin:.5em 0 0;font:13px/1.4 monospace">\(lines)</pre></div>
        """
    }
}
