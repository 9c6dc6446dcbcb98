import CourseModel
import Foundation

/// What the request handler needs to know about the last rebuild: whether it failed (and why),
/// whether any site was ever built, and when that last changed, which pages' `Last-Modified` must
/// not predate, since the banner is part of what they serve.
actor PreviewState {
    /// The problems of the last build, nil when it succeeded.
    private(set) var problems: [Diagnostic]?
    /// Whether a build ever succeeded, so there is a last good site to serve.
    private(set) var hasSite = false
    /// When `problems` last changed.
    private(set) var changedAt = Date()
    /// Whether the first build has ended, well or not, and who waits for it.
    private var settled = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Records that the first build has ended.
    func firstBuildEnded() {
        settled = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }

    /// Returns once the first build has ended.
    func waitForFirstBuild() async {
        guard !settled else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Records a successful build.
    func succeeded() {
        if problems != nil { changedAt = Date() }
        problems = nil
        hasSite = true
    }

    /// Records a failed build.
    func failed(_ diagnostics: [Diagnostic]) {
        if problems != diagnostics { changedAt = Date() }
        problems = diagnostics
    }
}
