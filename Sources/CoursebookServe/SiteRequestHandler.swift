import CoursebookCore
import FlyingFox
import Foundation

/// Answers every request of the preview: the reload event stream, and otherwise files of the
/// site in memory (GET and HEAD), with content types, `Last-Modified` and `If-Modified-Since`.
/// Headers are built with `HTTPHeaders(_:)`, never a dictionary literal: FlyingFox's literal splits
/// values at commas, which sent an HTTP date or a query as two field lines.
struct SiteRequestHandler: HTTPHandler {
    let site: PreviewSite
    let state: PreviewState
    let channel: ReloadChannel

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rawPath = request.target.path(percentEncoded: true)
        guard request.method == .GET || request.method == .HEAD else {
            let headers = HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"])
            return HTTPResponse(statusCode: .methodNotAllowed, headers: headers)
        }
        if rawPath == PreviewPage.eventsPath {
            let events = EventStreamBytes(events: await channel.subscribe())
            return HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: "text/event-stream", .cacheControl: "no-cache"]),
                                body: HTTPBodySequence(from: events, suggestedBufferSize: 4096))
        }
        switch await site.answer(rawPath) {
        case .redirect(let location):
            let query = request.target.query(percentEncoded: true)
            let headers = HTTPHeaders([.location: query.isEmpty ? location : location + "?" + query])
            return HTTPResponse(statusCode: .movedPermanently, headers: headers)
        case .notFound:
            return await notFound(request)
        case .file(let path, let file):
            return await self.file(file.data, named: path, modified: file.modified, request: request)
        }
    }

    /// A file, decorated when it is a page; 304 when the client's copy is as new.
    private func file(_ data: Data, named path: String, modified: Date, request: HTTPRequest) async -> HTTPResponse {
        var body = data
        var lastModified = modified
        if ContentType.isHTML(path) {
            body = PreviewPage.decorate(data, problems: await state.problems)
            lastModified = max(modified, await state.changedAt)
        }
        var headers = HTTPHeaders([
            .lastModified: HTTPDate.format(lastModified),
            .cacheControl: "no-cache",
        ])
        if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse),
           lastModified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970 {
            return HTTPResponse(statusCode: .notModified, headers: headers)
        }
        headers[.contentType] = ContentType.of(path)
        return respond(.ok, headers: headers, body: body, request: request)
    }

    /// The site's own 404 page when there is one, else the error page while the book has never built.
    private func notFound(_ request: HTTPRequest) async -> HTTPResponse {
        let problems = await state.problems
        if let problems, await !state.hasSite {
            return respond(.internalServerError, headers: HTTPHeaders([.contentType: ContentType.html, .cacheControl: "no-store"]),
                           body: PreviewPage.errorPage(problems), request: request)
        }
        if let page = site.file(SitePath.notFound) {
            return respond(.notFound, headers: HTTPHeaders([.contentType: ContentType.html, .cacheControl: "no-store"]),
                           body: PreviewPage.decorate(page.data, problems: problems), request: request)
        }
        return respond(.notFound, headers: HTTPHeaders([.contentType: ContentType.plainText]), body: Data("Not found\n".utf8), request: request)
    }

    /// HEAD gets the headers of GET, with the length of the body it leaves out.
    private func respond(_ status: HTTPStatusCode, headers: HTTPHeaders, body: Data, request: HTTPRequest) -> HTTPResponse {
        guard request.method == .HEAD else { return HTTPResponse(statusCode: status, headers: headers, body: body) }
        var headers = headers
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: status, headers: headers, body: Data())
    }
}
