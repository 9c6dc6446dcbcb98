/// Renders parsed templates into one growing byte buffer, looking names up through a stack of
/// typed values as the Mustache spec says: the innermost context that has the first key wins,
/// and the rest of a dotted name is looked up in what it found only.
struct TemplateRenderer: ~Copyable {
    /// Partials and parents by name.
    private let templates: [String: [TemplateNode]]
    /// The rendered bytes.
    private var output: PageBuffer
    /// The context stack; the page's values at the bottom.
    private var stack: [TemplateValue]
    /// The `{{$block}}` overrides of the parents being rendered; outer ones win.
    private var overrides: [String: [TemplateNode]] = [:]
    /// What each line gets in front while inside an indented partial or block.
    private var indentation: [UInt8] = []
    /// How many partials deep rendering is, so a template that includes itself forever stops.
    private var depth = 0
    private static let maximumDepth = 100

    /// A renderer for a page whose values are `context`.
    init(templates: [String: [TemplateNode]], context: TemplateValue, capacity: Int = 16 * 1024) {
        self.templates = templates
        stack = [context]
        output = PageBuffer(capacity: capacity)
    }

    /// The rendered page.
    consuming func finish() -> PageBuffer {
        output
    }

    /// Renders `nodes` after what is already rendered.
    mutating func render(_ nodes: borrowing [TemplateNode]) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let bytes):
                bytes.withUnsafeBufferPointer { writeText($0) }
            case .variable(let name, let escaped):
                if let value = lookUp(name) { write(value, escaped: escaped) }
            case .section(let name, let body, let inverted):
                let value = lookUp(name)
                if inverted {
                    if Self.isFalsy(value) { render(body) }
                } else {
                    renderSection(body, for: value)
                }
            case .partial(let name, let extraIndentation, let arguments):
                guard let partial = templates[name], depth < Self.maximumDepth else { continue }
                let saved = (indentation, overrides)
                if let extraIndentation { indentation += extraIndentation }
                if let arguments { overrides.merge(arguments) { outer, _ in outer } }
                depth += 1
                render(partial)
                depth -= 1
                (indentation, overrides) = saved
            case .block(let name, let defaultContent, let extraIndentation):
                let saved = indentation
                indentation += extraIndentation
                render(overrides[name] ?? defaultContent)
                indentation = saved
            }
        }
    }

    /// A section: once per element of a list, once for `true`, once with any other present value
    /// pushed on the stack, never for `false`, an empty list or a missing name.
    private mutating func renderSection(_ body: [TemplateNode], for value: TemplateValue?) {
        switch value {
        case nil, .bool(false):
            return
        case .bool(true):
            render(body)
        case .list(let items):
            for item in items {
                stack.append(item)
                render(body)
                stack.removeLast()
            }
        case let value?:
            stack.append(value)
            render(body)
            stack.removeLast()
        }
    }

    /// Whether an inverted section renders: for `false`, an empty list or a missing name.
    private static func isFalsy(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .bool(false): true
        case .list(let items): items.isEmpty
        default: false
        }
    }

    /// The value `name` stands for here, or nil.
    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.first else { return stack.last }
        var index = stack.count
        while index > 0 {
            index -= 1
            guard case .object(let fields) = stack[index], var value = fields[first.name, first.hash] else { continue }
            for key in name.rest {
                guard case .object(let fields) = value, let next = fields[key.name, key.hash] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    /// Interpolates a value: text (escaped or not), a number, `true`/`false`; lists and objects
    /// show nothing.
    private mutating func write(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .string(let text):
            guard !text.isEmpty else { return }
            startLine()
            if escaped {
                output.appendEscaped(text)
            } else {
                output.append(text)
            }
        case .number(let number):
            startLine()
            output.append(String(number))
        case .bool(let flag):
            startLine()
            output.append(flag ? "true" : "false")
        case .list, .object:
            return
        }
    }

    /// Template text: inside an indented partial every line that starts gets the indentation.
    private mutating func writeText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !indentation.isEmpty else {
            output.append(bytes)
            return
        }
        var lineStart = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") || index == bytes.count - 1 {
            startLine()
            output.append(UnsafeBufferPointer(rebasing: bytes[lineStart...index]))
            lineStart = index + 1
        }
    }

    /// Before non-empty output inside an indented partial or block: the indentation when the
    /// output so far ends a line, so every line of the partial is indented, in every pass of a
    /// section too (swift-mustache left the first line of each pass after the first as it was).
    /// A standalone partial's first line needs nothing here: the text before its tag holds the
    /// indentation. Newlines inside interpolated values are not indented.
    private mutating func startLine() {
        if !indentation.isEmpty, output.last == UInt8(ascii: "\n") { indentation.withUnsafeBufferPointer { output.append($0) } }
    }
}
