import Testing
@testable import CoursebookServe

/// Which book entries `serve` watches: one rule for the snapshot walk and the inotify watches.
struct BookWatcherTests {
    @Test func hiddenEntriesAndTheTopOutputFolderAreNotWatched() {
        #expect(BookWatcher.isWatched("courses", atTop: true))
        #expect(!BookWatcher.isWatched(".git", atTop: true))
        #expect(!BookWatcher.isWatched(".coursebook", atTop: false))
        #expect(!BookWatcher.isWatched("_site", atTop: true))
        #expect(BookWatcher.isWatched("_site", atTop: false))
    }
}
