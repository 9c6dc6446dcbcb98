/// Hidden entries (a name starting with `.`): nothing in a book is read from them, and no watcher
/// or server looks into them. In `courses/` people should still notice a course file they hid by
/// mistake (`.draft.yml`, `..\x.yml`); only what editors and tools leave behind on their own is
/// skipped without a word.
package enum HiddenEntry {
    /// Whether `name` is hidden: never read, watched or served.
    package static func isHidden(_ name: some StringProtocol) -> Bool { name.hasPrefix(".") }

    /// Whether hidden `name` is an editor's or tool's own file, skipped without a warning:
    /// Vim swap files (`.x.yml.swp`, `.swo`, … `.swa`), Emacs lock files (`.#x.yml`), macOS
    /// `.DS_Store` and `._x.yml`, and Coursebook's own temporaries (`.x.yml.tmp-…`), which an
    /// interrupted command leaves until the next one cleans up.
    static func isQuietlySkipped(_ name: String) -> Bool {
        if name == ".DS_Store" || name.hasPrefix(".#") || name.hasPrefix("._") { return true }
        if AtomicFile.isTemporary(name) { return true }
        let suffix = name.split(separator: ".").last.map(String.init) ?? ""
        return suffix.count == 3 && suffix.hasPrefix("sw") && ("a"..."p").contains(String(suffix.dropFirst(2)))
    }
}
