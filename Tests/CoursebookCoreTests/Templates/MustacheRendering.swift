@testable import CoursebookCore

/// Renders template text the way `TemplateLibrary` does, with named partials beside it, so each
/// engine test states its template, data and expected output in one place.
enum MustacheRendering {
    /// `template` rendered with `context`; `partials` are the templates `{{>name}}` and `{{<name}}` find.
    static func render(_ template: String, _ context: TemplateObject = [:], partials: [String: String] = [:]) throws -> String {
        var templates: [String: [TemplateNode]] = [:]
        for (name, text) in partials { templates[name] = try TemplateParser.parse(text) }
        var renderer = TemplateRenderer(templates: templates, context: .object(context))
        renderer.render(try TemplateParser.parse(template))
        return renderer.finish().string()
    }

    /// The syntax error `template` gives, or nil when it parses.
    static func syntaxError(_ template: String) -> TemplateSyntaxError? {
        do {
            _ = try TemplateParser.parse(template)
            return nil
        } catch {
            return error
        }
    }
}
