import ArgumentParser
import CourseModel
import CoursebookCore
import Foundation

/// `coursebook templates export DIR`: write the default templates out for editing;
/// `coursebook templates words`: the fixed words a book may replace.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Work with the site's Mustache templates.",
        subcommands: [Export.self, Words.self]
    )

    /// `templates export DIR`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the default templates and stylesheet into DIR (e.g. BOOK/Templates); existing files are kept."
        )

        @Argument(help: "The folder to write into.")
        var folder: String

        func run() throws {
            do {
                let written = try TemplateLibrary.exportDefaults(to: URL(fileURLWithPath: folder))
                let kept = TemplateLibrary.defaultNames.count - written.count
                print("\(folder): wrote \(EnglishPlural.count(written.count, "template"))\(kept > 0 ? ", kept \(kept) existing" : "")")
            } catch {
                throw CommandFailure(error).reported()
            }
        }
    }

    /// `templates words [--language CODE]`: every phrasebook key with its text, as YAML to copy
    /// under `site: strings:` in `coursebook.yml`.
    struct Words: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "words",
            abstract: "Print every fixed word of the site and calendars in a language, as the site.strings keys a book may set."
        )

        @Option(help: "The language whose words to print.")
        var language: SiteLanguage = .en

        func run() {
            print(SiteWordsListing.yaml(language))
        }
    }
}
