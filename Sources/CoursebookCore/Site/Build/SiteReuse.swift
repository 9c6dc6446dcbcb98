import CourseModel
import Foundation

/// Which courses' pages a rebuild keeps from the last site instead of rendering them.
///
/// The dependency map. A course's own files — `courses/<id>/index.html`, `courses/<id>/calendar.ics`
/// and `courses/<id>/sessions/*.html` — are made from the inputs all pages share (the binary,
/// options and day: the manifest's key; `coursebook.yml`; `people.csv`; `Templates/`; `static/`)
/// and from that course's own inputs (`CourseDigest`). Every other file (home, courses, teachers,
/// places, search, feed, term calendar, sitemap, 404, reports and people pages, assets, copied
/// files) lists across courses and is rendered in every build. So a course's files are kept when
/// the key is the same, no shared input changed (every changed, new or removed book entry is one
/// of `isCourseInput`), its digest equals the one the last build recorded, and each of its files
/// is still the one the last build wrote. Anything else — or any doubt — renders.
struct SiteReuse: Sendable {
    /// What the last build recorded.
    let record: ReachRecord
    /// The stamps the manifest recorded for the site's files.
    let outputs: [String: FileStamp]
    /// The courses whose digest is unchanged.
    let keepable: Set<String>

    /// Whether a book entry (path relative to the book) feeds only the courses whose records it
    /// holds, so that its changes show in their `CourseDigest`: course files, notes, course pages
    /// and the files they link to, the page cache, and the four record files. Everything else
    /// (`coursebook.yml`, `people.csv`, `Templates/`, `static/`, anything unknown) is shared.
    static func isCourseInput(_ path: String) -> Bool {
        path == BookLayout.toolFolder || courseRecordFiles.contains(path)
            || [BookLayout.coursesFolder, BookLayout.notesFolder, BookLayout.pagesFolder, BookLayout.pageCacheFolder].contains { BookLayout.isIn($0, path) }
    }

    /// The record files whose rows name a course: all but `people.csv`.
    private static let courseRecordFiles = Set(BookCSVFile.allCases.filter { $0 != .people }.map(\.name))

    /// The same bound to one build's output: the record's names numbered in its link table.
    struct Bound: Sendable {
        let reuse: SiteReuse
        let output: RenderedFileSink
        let numbers: [Int32]

        /// Keeps every file at `paths`, the files of `courseID`, from the last site; false when
        /// one cannot be (the course is then rendered, replacing any file kept here).
        func keep(_ courseID: String, paths: [String]) -> Bool {
            guard reuse.keepable.contains(courseID) else { return false }
            var pages: [(String, ReachRecord.Page)] = []
            pages.reserveCapacity(paths.count)
            for path in paths {
                guard let page = reuse.record.pages[path], reuse.outputs[path] == page.stamp, (page.links != nil) == path.hasSuffix(".html") else { return false }
                pages.append((path, page))
            }
            return output.keep(pages.map { path, page in
                let links = page.links.map { links in
                    PageLinks(names: output.linkNames, ids: links.ids.map { numbers[Int($0)] }, targets: links.targets.map { numbers[Int($0)] },
                              anchors: links.anchors.map { UInt64(UInt32(bitPattern: numbers[Int($0 >> 32)])) << 32 | UInt64(UInt32(bitPattern: numbers[Int($0 & 0xFFFF_FFFF)])) })
                }
                return (path, page.stamp, links)
            })
        }
    }

    /// Numbers the record's names in `output`'s table.
    func bound(to output: RenderedFileSink) -> Bound {
        Bound(reuse: self, output: output, numbers: record.names.isEmpty ? [] : output.linkNames.numbers(of: record.names))
    }
}

extension IncrementalBuild.Pending {
    /// What this build may keep from the last site, given every course's `CourseDigest` now; nil
    /// (render everything) unless the last build left a manifest and a reach record, both signed
    /// with this user's key, for the same key as now, and no shared input changed since.
    func reuse(options: SiteBuild.Options, book: CourseBook, digests: [String: String]) -> SiteReuse? {
        guard mayReuse, let previous, let changes, snapshot.complete, previous.zone == book.term.timeZone,
              previous.key == IncrementalBuild.keyHash(programID: programID, options: options, today: options.today, zone: book.term.timeZone),
              changes.paths.allSatisfy(SiteReuse.isCourseInput),
              let record = ReachRecord.read(in: output, key: key), record.key == previous.key else { return nil }
        if changes.removed > 0 {
            // Only names the record lists as course inputs may be gone.
            var removed = Set(previous.inputs.keys)
            removed.subtract(snapshot.keyed.keys)
            guard removed.isSubset(of: record.courseInputs) else { return nil }
        }
        guard let outputs = previous.readOutputs() else { return nil }
        var keepable: Set<String> = []
        for course in book.courses {
            if let digest = digests[course.id], digest.utf8.count == 64, record.courses[course.id] == digest { keepable.insert(course.id) }
        }
        return SiteReuse(record: record, outputs: outputs, keepable: keepable)
    }
}
