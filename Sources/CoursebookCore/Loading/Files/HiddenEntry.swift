/// What to do with a hidden entry (a name starting with `.`) in `courses/`: nothing is read from
/// it, but people should notice a course file they hid by mistake (`.draft.yml`, `..\x.yml`).
/// Only what editors and tools leave behind on their own is skipped without a word.
enum HiddenEntry {
    /// Whether `name` is hidden, i.e. never read as a course file.
    static func isHidden(_ name: String) -> Bool { name.hasPrefix(".") }

    /// Whether hidden `name` is an editor's or tool's own file, skipped without a warning:
    /// Vim swap files (`.x.yml.swp`, `.swo`, … `.swa`), Emacs lock files (`.#x.yml`), macOS
    /// `.DS_Store` and `._x.yml`, and Coursebook's own temporaries (`.x.yml.tmp-…`), which an
    /// interrupted command leaves until the next one cleans up.
    static func isQuietlySkipped(_ name: String) -> Bool {
        if name == ".DS_Store" || name.hasPrefix(".#") || name.hasPrefix("._") { return true }
        if name.contains(AtomicFile.temporaryMarker) { return true }
        let suffix = name.split(separator: ".").last.map(String.init) ?? ""
        return suffix.count == 3 && suffix.hasPrefix("sw") && ("a"..."p").contains(String(suffix.dropFirst(2)))
    }
}
