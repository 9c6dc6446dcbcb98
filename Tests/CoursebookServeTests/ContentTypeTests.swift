import Testing
@testable import CoursebookServe

/// Every `Content-Type` `serve` sends comes from `ContentType`.
struct ContentTypeTests {
    @Test func serveOwnAnswersUseTheSiteFilesTypes() {
        #expect(ContentType.html == "text/html; charset=utf-8")
        #expect(ContentType.plainText == "text/plain; charset=utf-8")
        #expect(ContentType.of("index.html") == ContentType.html)
        #expect(ContentType.of("notes.txt") == ContentType.plainText)
        #expect(ContentType.isHTML("a.htm"))
    }
}
