/// Parses Mustache source into `TemplateNode`s: variables, sections, inverted sections, comments,
/// partials, set delimiters, parents and blocks, with the spec's standalone-line rules.
///
/// Where the spec leaves room, the rules are those of swift-mustache, which rendered the site
/// before, so pages stay byte for byte the same: after a section, whether the next tag can stand
/// alone depends on whether the section's *opening* tag stood alone; a standalone partial, parent
/// or block keeps its indentation as text and adds it to its later lines; inside a parent's
/// `{{$block}}` override the first line's indentation is removed from every line. A standalone
/// `{{$block}}` outside a parent is indented as its default content's first line is (the spec's
/// intrinsic indentation), and that indentation is removed from its default content, so whatever
/// fills the block, an override or the default, is indented once, relative to any block around it.
struct TemplateParser {
    private var scanner: TemplateScanner

    /// The nodes of `source`, or the first syntax error in it.
    static func parse(_ source: String) throws(TemplateSyntaxError) -> [TemplateNode] {
        var parser = TemplateParser(scanner: TemplateScanner(source))
        var scope = Scope(closing: nil, atLineStart: true)
        var unused: [String: [TemplateNode]] = [:]
        return try parser.parseNodes(&scope, overrides: &unused)
    }

    /// The tag a list of nodes ends at and how its lines are read.
    private struct Scope {
        /// The tag that opened this list, which `{{/name}}` must close; nil at the top level.
        var closing: (name: String, sigil: String, tagStart: Int)?
        /// Whether only spaces or tabs precede the read position on its line, so a tag there may
        /// stand alone.
        var atLineStart: Bool
        /// Directly inside `{{<parent}}…{{/parent}}`: only `{{$block}}` overrides count, text is ignored.
        var parentArguments = false
        /// Inside an override's content, whose lines lose the first line's indentation.
        var reindents = false
        /// That first line's indentation width, once seen.
        var reindentWidth: Int?
        /// That first line's indentation as read, once seen.
        var firstIndentation: ArraySlice<UInt8> = []

        /// The scope inside a tag opened in this one.
        func inner(_ name: String, _ sigil: String, _ tagStart: Int, atLineStart: Bool) -> Scope {
            Scope(closing: (name, sigil, tagStart), atLineStart: atLineStart, reindents: reindents, reindentWidth: reindentWidth)
        }
    }

    /// Reads nodes up to the tag that closes `scope` (or the end at the top level); a parent's
    /// `{{$block}}` overrides go into `overrides`.
    private mutating func parseNodes(_ scope: inout Scope, overrides: inout [String: [TemplateNode]]) throws(TemplateSyntaxError) -> [TemplateNode] {
        var nodes = TemplateNodeList(keepsText: !scope.parentArguments)
        var indentation: ArraySlice<UInt8> = []
        while !scanner.atEnd {
            if scope.atLineStart {
                let read = scanner.readIndentation()
                if scope.reindents {
                    if let width = scope.reindentWidth {
                        indentation = read.dropFirst(width)
                    } else {
                        scope.reindentWidth = read.count
                        scope.firstIndentation = read
                    }
                } else {
                    indentation = read
                }
            }
            let text = scanner.readText()
            if scanner.current == UInt8(ascii: "\n") {
                scanner.position += 1
                nodes.append(text: indentation, text, [UInt8(ascii: "\n")])
                scope.atLineStart = true
                continue
            }
            if scanner.atEnd {
                nodes.append(text: indentation, text)
                break
            }
            if !text.isEmpty {
                nodes.append(text: indentation, text)
                indentation = []
                scope.atLineStart = false
            }
            switch try parseTag(&scope, &nodes, &indentation, &overrides) {
            case .closedScope: return nodes.finish()
            case .read(let standalone): scope.atLineStart = standalone
            }
        }
        if let closing = scope.closing {
            throw scanner.error("\(scanner.tag(closing.sigil + closing.name)) is never closed with \(scanner.tag("/" + closing.name))", at: closing.tagStart)
        }
        return nodes.finish()
    }

    /// What reading one tag did.
    private enum TagEffect {
        /// Read a tag; `standalone` when it stood alone on its line, which it consumed.
        case read(standalone: Bool)
        /// Read the `{{/name}}` that closes the scope.
        case closedScope
    }

    /// Reads the tag at the read position into `nodes`; `indentation` is the pending whitespace
    /// that began its line.
    private mutating func parseTag(_ scope: inout Scope, _ nodes: inout TemplateNodeList, _ indentation: inout ArraySlice<UInt8>,
                                   _ overrides: inout [String: [TemplateNode]]) throws(TemplateSyntaxError) -> TagEffect {
        let tagStart = scanner.position
        scanner.position += scanner.open.count
        let sigil = scanner.current.map { String(UnicodeScalar($0)) } ?? ""
        if scope.parentArguments, !["!", "=", "$", "/"].contains(sigil) {
            throw scanner.error("only {{$block}} overrides, comments and text may appear inside \(scope.closing.map { scanner.tag("<" + $0.name) } ?? "a parent tag")", at: tagStart)
        }
        var standalone = false
        func standsAlone(_ scanner: inout TemplateScanner) -> Bool { scope.atLineStart && scanner.finishLine() }
        switch sigil {
        case "!":
            try scanner.skipComment(tagStart: tagStart)
            standalone = standsAlone(&scanner)
        case "=":
            scanner.position += 1
            try scanner.readDelimiters(tagStart: tagStart)
            standalone = standsAlone(&scanner)
        case "#", "^":
            scanner.position += 1
            let name = try scanner.readName(tagStart: tagStart, sigil: sigil)
            standalone = standsAlone(&scanner)
            if !standalone { nodes.append(text: indentation); indentation = [] }
            var inner = scope.inner(name, sigil, tagStart, atLineStart: standalone)
            let body = try parseNodes(&inner, overrides: &overrides)
            nodes.append(.section(try variableName(name, tagStart), body, inverted: sigil == "^"))
        case "/":
            scanner.position += 1
            let name = try scanner.readName(tagStart: tagStart, sigil: sigil)
            guard let closing = scope.closing else {
                throw scanner.error("\(scanner.tag("/" + name)) closes no open section", at: tagStart)
            }
            guard closing.name == name else {
                let (line, column) = TemplateSyntaxError.lineAndColumn(of: closing.tagStart, in: scanner.text)
                throw scanner.error("\(scanner.tag("/" + name)) does not close \(scanner.tag(closing.sigil + closing.name)) (opened at line \(line), column \(column))", at: tagStart)
            }
            if !standsAlone(&scanner) { nodes.append(text: indentation) }
            return .closedScope
        case "{", "&":
            nodes.append(text: indentation)
            indentation = []
            scanner.position += 1
            let name = try scanner.readName(tagStart: tagStart, sigil: sigil, triple: sigil == "{")
            nodes.append(.variable(try variableName(name, tagStart), escaped: false))
        case ">":
            scanner.position += 1
            let name = try partialName(tagStart, sigil)
            nodes.append(text: indentation)
            standalone = standsAlone(&scanner)
            nodes.append(.partial(name, indentation: standalone ? Array(indentation) : nil, overrides: nil))
            indentation = []
        case "<":
            scanner.position += 1
            let name = try partialName(tagStart, sigil)
            nodes.append(text: indentation)
            standalone = standsAlone(&scanner)
            var inner = scope.inner(name, sigil, tagStart, atLineStart: true)
            // Override contents re-indent themselves; the parent's own level only collects them.
            inner.parentArguments = true
            inner.reindents = false
            var arguments: [String: [TemplateNode]] = [:]
            _ = try parseNodes(&inner, overrides: &arguments)
            nodes.append(.partial(name, indentation: Array(indentation), overrides: arguments))
            indentation = []
        case "$":
            scanner.position += 1
            let name = try scanner.readName(tagStart: tagStart, sigil: sigil)
            if scope.parentArguments {
                standalone = standsAlone(&scanner)
                var inner = scope.inner(name, sigil, tagStart, atLineStart: standalone)
                inner.reindents = true
                overrides[name] = try parseNodes(&inner, overrides: &overrides)
            } else {
                standalone = standsAlone(&scanner)
                var inner = scope.inner(name, sigil, tagStart, atLineStart: standalone)
                if standalone {
                    // The default content's own indentation is the block's: it comes off every
                    // line here and goes back on, once, in front of what fills the block.
                    inner.reindents = true
                    inner.reindentWidth = nil
                }
                let body = try parseNodes(&inner, overrides: &overrides)
                // Read lines already lost the surrounding block's indentation, so only the part
                // beyond it is this block's; with no default content, the tag's own indentation.
                let outerWidth = scope.reindents ? scope.reindentWidth ?? 0 : 0
                let blockIndentation = standalone && !body.isEmpty ? inner.firstIndentation.dropFirst(outerWidth) : indentation
                nodes.append(text: blockIndentation)
                nodes.append(.block(name, defaultContent: body, indentation: Array(blockIndentation)))
                indentation = []
            }
        case "%":
            throw scanner.error("pragmas such as \(scanner.tag("%CONTENT_TYPE:TEXT")) are not supported", at: tagStart)
        default:
            nodes.append(text: indentation)
            indentation = []
            let name = try scanner.readName(tagStart: tagStart, sigil: "")
            nodes.append(.variable(try variableName(name, tagStart), escaped: true))
        }
        return .read(standalone: standalone)
    }

    /// `.` or dot-separated keys; transforms such as `upper(name)` are refused rather than shown empty.
    private func variableName(_ name: String, _ tagStart: Int) throws(TemplateSyntaxError) -> TemplateName {
        if name.contains("(") || name.contains(")") {
            throw scanner.error("\(name): functions such as upper(name) are not supported; names are keys, or keys joined by dots", at: tagStart)
        }
        if name == "." { return TemplateName(keys: []) }
        let keys = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keys.contains(where: \.isEmpty) else {
            throw scanner.error("\(name): a dotted name needs a key on each side of every dot", at: tagStart)
        }
        return TemplateName(keys: keys)
    }

    /// A partial's or parent's name; names chosen from the context (`*name`) are refused.
    private mutating func partialName(_ tagStart: Int, _ sigil: String) throws(TemplateSyntaxError) -> String {
        let name = try scanner.readName(tagStart: tagStart, sigil: sigil, slash: true)
        if name.hasPrefix("*") {
            throw scanner.error("\(scanner.tag(sigil + name)): dynamic partial names are not supported", at: tagStart)
        }
        return name
    }
}
