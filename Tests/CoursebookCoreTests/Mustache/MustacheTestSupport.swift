@testable import CoursebookCore

/// `template` rendered with `context` the way `TemplateLibrary` renders, with `partials` as the
/// templates `{{>name}}` and `{{<name}}` find, so each engine test states its template, data and
/// expected output in one place.
func mustache(_ template: String, _ context: TemplateObject = [:], partials: [String: String] = [:]) throws -> String {
    var templates: [String: [TemplateNode]] = [:]
    for (name, text) in partials { templates[name] = try TemplateParser.parse(text) }
    var renderer = TemplateRenderer(templates: templates, context: .object(context))
    renderer.render(try TemplateParser.parse(template))
    return renderer.finish().string()
}

/// The syntax error `template` gives, or nil when it parses.
func syntaxError(_ template: String) -> TemplateSyntaxError? {
    do {
        _ = try TemplateParser.parse(template)
        return nil
    } catch {
        return error
    }
}
