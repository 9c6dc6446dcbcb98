internal import Yams

/// Reads the simplest YAML there is, a flat mapping of one `key: value` per line, without libyaml.
///
/// Note front matter (`title: "…"` and `created: …`) is almost always this shape, and a book has
/// tens of thousands of notes: starting libyaml for each costs more than the rest of reading the
/// note. Anything outside the narrow shape below, however valid as YAML, returns nil and goes to
/// libyaml, so the nodes this makes are exactly the nodes libyaml would make, marks included.
///
/// The shape: printable ASCII lines; each starts at column 1 with a key (`[A-Za-z_][A-Za-z0-9_-]*`)
/// right before `:`, then spaces, then either a double-quoted value without `"` or `\` inside, or a
/// plain value that starts with a letter or digit and holds only letters, digits, spaces and
/// `_.,+-:/()'`, with no `: ` and no `:` at its end; trailing spaces; no repeated key.
enum FlatYAML {
    /// The mapping `text` holds with each node's position (line, column), mapping first, then each
    /// key and value; nil when `text` is not of the flat shape.
    static func mapping(_ text: String, resolver: Resolver, constructor: Constructor) -> (node: Node, positions: [(line: Int, column: Int)])? {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty else { return nil }
            var pairs: [(Node, Node)] = []
            var positions: [(line: Int, column: Int)] = [(1, 1)]
            var keys: [String] = []
            var lineStart = 0
            var line = 1
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                guard let (key, value, valueStart, quoted) = entry(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])),
                      !keys.contains(key)
                else { return nil }
                keys.append(key)
                // As Yams tags libyaml's scalars: a quoted one is a string, a plain one is resolved later.
                let valueTag = Tag(quoted ? .str : .implicit, resolver, constructor)
                pairs.append((.scalar(.init(key, Tag(.implicit, resolver, constructor), .plain)), .scalar(.init(value, valueTag, quoted ? .doubleQuoted : .plain))))
                positions += [(line, 1), (line, valueStart + 1)]
                line += 1
                lineStart = lineEnd + 1
            }
            // libyaml leaves a block mapping's style unset.
            return (.mapping(.init(pairs, Tag(.implicit, resolver, constructor), .any)), positions)
        }
    }

    /// One line's key, value, the value's first byte and whether it is quoted.
    private static func entry(_ line: UnsafeBufferPointer<UInt8>) -> (String, String, Int, Bool)? {
        guard line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }), let colon = line.firstIndex(of: UInt8(ascii: ":")),
              colon > 0, isKeyStart(line[0]), line[1..<colon].allSatisfy(isKeyByte)
        else { return nil }
        var valueStart = colon + 1
        guard valueStart < line.count, line[valueStart] == UInt8(ascii: " ") else { return nil }
        while valueStart < line.count, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        var valueEnd = line.count
        while valueEnd > valueStart, line[valueEnd - 1] == UInt8(ascii: " ") { valueEnd -= 1 }
        guard valueStart < valueEnd else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
        let value = line[valueStart..<valueEnd]
        if value.first == UInt8(ascii: "\"") {
            let inner = value.dropFirst().dropLast()
            guard value.count >= 2, value.last == UInt8(ascii: "\""),
                  !inner.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            else { return nil }
            return (key, String(decoding: UnsafeBufferPointer(rebasing: inner), as: UTF8.self), valueStart, true)
        }
        guard let first = value.first, isAlphanumeric(first), value.allSatisfy(isPlainByte), value.last != UInt8(ascii: ":"),
              !zip(value, value.dropFirst()).contains(where: { $0 == UInt8(ascii: ":") && $1 == UInt8(ascii: " ") })
        else { return nil }
        return (key, String(decoding: UnsafeBufferPointer(rebasing: value), as: UTF8.self), valueStart, false)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isKeyStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || " _.,+-:/()'".utf8.contains(byte)
    }
}
