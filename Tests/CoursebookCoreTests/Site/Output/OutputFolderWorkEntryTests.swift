import Testing
@testable import CoursebookCore

/// The entries a build keeps beside its output folder are named and read back by `OutputFolderSwap` alone.
@Suite("Output folder work entries")
struct OutputFolderWorkEntryTests {
    @Test func namesReadBack() {
        for kind in OutputFolderSwap.WorkEntry.allCases {
            let name = OutputFolderSwap.workEntryName(kind, site: "_site", pid: 4321)
            let read = OutputFolderSwap.workEntry(named: name, site: "_site")
            #expect(read?.kind == kind)
            #expect(read?.pid == 4321)
            #expect(OutputFolderSwap.workEntry(named: name, site: "_site-staff") == nil)
            #expect(OutputFolderSwap.workEntry(named: name)?.kind == kind)
        }
        #expect(OutputFolderSwap.workEntryName(.staging, site: "site", pid: 7) == ".site.coursebook-new-7")
        #expect(OutputFolderSwap.workEntryName(.retired, site: "site", pid: 7) == ".site.coursebook-old-7")
        #expect(BuildManifest.temporaryName(site: "site", pid: 7) == ".site.coursebook-manifest-7")
        #expect(OutputFolderSwap.workEntry(named: ".a.coursebook-b.coursebook-old-9", site: "a.coursebook-b")?.kind == .retired)
    }

    @Test(arguments: ["_site", ".coursebook-manifest", "._site.coursebook-new-", "._site.coursebook-new-12x", "._site.coursebook-new--3",
                      "._site.coursebook-new-+3", "._site.coursebook-lock-3", "_site.coursebook-new-3", "._site.coursebook-new-99999999999"])
    func otherNamesAreNoWorkEntries(name: String) {
        #expect(OutputFolderSwap.workEntry(named: name, site: "_site") == nil)
        #expect(OutputFolderSwap.workEntry(named: name) == nil)
    }

    @Test func anEntryWithoutASiteNameBelongsToNoSite() {
        #expect(OutputFolderSwap.workEntry(named: ".coursebook-new-5", site: "_site") == nil)
        #expect(OutputFolderSwap.workEntry(named: ".coursebook-new-5")?.pid == 5)
    }
}
