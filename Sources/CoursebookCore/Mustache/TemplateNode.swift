/// One piece of a parsed Mustache template; a template is a list of them, sections nest.
enum TemplateNode: Sendable {
    /// Literal bytes, copied as they are (lines indented inside an indented partial).
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `{{>name}}` (no overrides) or `{{<name}}…{{/name}}` (a parent with its `{{$block}}`
    /// overrides). `indentation` is added to every line the partial renders after its first; nil
    /// when the tag sits inside a line and the partial keeps the surrounding indentation.
    case partial(String, indentation: [UInt8]?, overrides: [String: [TemplateNode]]?)
    /// `{{$name}}default{{/name}}` outside a parent tag: the innermost caller's override of `name`,
    /// or the default, with `indentation` added to every line after the first.
    case block(String, defaultContent: [TemplateNode], indentation: [UInt8])
}
