import CourseModel
import Foundation

/// The Mustache templates and assets (CSS) the renderers use: the defaults compiled into the
/// binary, each replaceable by a file of the same name in a book's `Templates/` folder.
package struct TemplateLibrary: Sendable {
    /// Folder name, inside a course book, whose files override the defaults.
    package static let overridesFolderName = "Templates"
    private static let mustacheSuffix = ".mustache"

    /// Parsed templates by name without `.mustache`, e.g. `layout.html`, which is how partials name them.
    private let templates: [String: [TemplateNode]]
    private let files: [String: String]
    /// Names of the templates that came from the book rather than the defaults.
    package let overridden: [String]
    /// Problems that did not stop loading, e.g. a file in `Templates/` that replaces no default.
    package let warnings: [Diagnostic]

    /// The defaults, with any same-named files from `overrides` taking their place.
    package static func load(overrides: URL? = nil) throws(TemplateError) -> TemplateLibrary {
        var files = EmbeddedTemplates.files
        var overridden: [String] = []
        var diagnostics: [Diagnostic] = []
        if let overrides {
            for (name, text) in readOverrides(overrides, diagnostics: &diagnostics) {
                if files[name] == nil {
                    diagnostics.append(.warning(SourceLocation(path: "\(overridesFolderName)/\(name)"), "no default template has this name, so it is not used (known: \(EmbeddedTemplates.files.keys.sorted().joined(separator: ", ")))"))
                    continue
                }
                files[name] = text
                overridden.append(name)
            }
        }
        var templates: [String: [TemplateNode]] = [:]
        for (name, text) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(mustacheSuffix) {
            do {
                templates[String(name.dropLast(mustacheSuffix.count))] = try TemplateParser.parse(text)
            } catch {
                let path = overridden.contains(name) ? "\(overridesFolderName)/\(name)" : "(built-in) \(name)"
                diagnostics.append(.error(SourceLocation(path: path, line: error.line, column: error.column), "template does not parse: \(error.message)"))
            }
        }
        if diagnostics.hasErrors { throw TemplateError(diagnostics: diagnostics) }
        return TemplateLibrary(templates: templates, files: files, overridden: overridden.sorted(), warnings: diagnostics)
    }

    /// Renders the template `name` (without `.mustache`) with `context`; strings are HTML-escaped
    /// unless the template uses `{{{ }}}` or `{{& }}`. An unknown name renders as nothing.
    package func render(_ name: String, _ context: TemplateObject) -> String {
        rendered(name, context).string()
    }

    /// Renders like `render`, as the bytes a site file holds.
    package func renderData(_ name: String, _ context: TemplateObject) -> Data {
        rendered(name, context).data()
    }

    private func rendered(_ name: String, _ context: TemplateObject) -> PageBuffer {
        var renderer = TemplateRenderer(templates: templates, context: .object(context))
        if let nodes = templates[name] { renderer.render(nodes) }
        return renderer.finish()
    }

    /// The raw text of a non-template file such as `site.css`.
    package func asset(_ name: String) -> String? { files[name] }

    /// The names of every default file, for `templates export`.
    package static var defaultNames: [String] { EmbeddedTemplates.files.keys.sorted() }

    /// Writes every default template and asset into `folder`, refusing to overwrite existing files.
    package static func exportDefaults(to folder: URL) throws(AtomicFile.WriteError) -> [String] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: folder.path, reason: "cannot create folder")
        }
        var written: [String] = []
        for name in defaultNames {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { continue }
            try AtomicFile.write(EmbeddedTemplates.files[name]!, to: url)
            written.append(name)
        }
        return written
    }

    private static func readOverrides(_ folder: URL, diagnostics: inout [Diagnostic]) -> [(String, String)] {
        guard let entries = BookDirectory.entries(folder, relativePath: overridesFolderName, diagnostics: &diagnostics) else { return [] }
        return entries.filter { !$0.isDirectory && !HiddenEntry.isHidden($0.name) }.compactMap { entry in
            let file = BookFile(bookRoot: folder.deletingLastPathComponent(), relativePath: "\(overridesFolderName)/\(entry.name)")
            return file.readText(diagnostics: &diagnostics).map { (entry.name, $0) }
        }
    }
}
