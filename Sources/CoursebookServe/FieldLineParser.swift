/// `field-name ":" OWS field-value OWS` (RFC 9112 §5); obsolete line folding is refused (§5.2).
enum FieldLineParser {
    static func parse(_ line: ArraySlice<UInt8>) -> RequestHead.Field? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
              line[line.startIndex..<colon].allSatisfy(HTTPBytes.isToken) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, HTTPBytes.isSpace(first) { value = value.dropFirst() }
        while let last = value.last, HTTPBytes.isSpace(last) { value = value.dropLast() }
        guard value.allSatisfy(HTTPBytes.isFieldByte) else { return nil }
        return RequestHead.Field(name: String(decoding: line[line.startIndex..<colon], as: UTF8.self),
                                 value: String(decoding: value, as: UTF8.self))
    }
}
