extension Array where Element == UInt8 {
    /// Appends the bytes of a literal tag.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
