/// The one rule for the column of a printed `path:line:col`: columns count characters (Unicode
/// scalars), as Emacs, GCC's default, rustc and VS Code count them when they jump to a position.
///
/// Parsers hand us byte positions: cmark's columns and our own scanners count UTF-8 bytes, so
/// `Zoë, Łódź — ` before a mistake would put it six columns too far right. Code that cuts text
/// keeps byte columns (named `byteColumn`); whatever makes a printed location converts here,
/// once, and nowhere else counts columns its own way. libyaml already counts characters.
package enum SourceColumn {
    /// Whether `byte` starts a character in UTF-8: continuation bytes (`10xxxxxx`) belong to the
    /// character already counted. An invalid byte counts as a character of its own.
    @inlinable
    package static func startsCharacter(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// The characters in UTF-8 `bytes`.
    @inlinable
    package static func characters<Bytes: Sequence>(in bytes: Bytes) -> Int where Bytes.Element == UInt8 {
        var count = 0
        for byte in bytes where startsCharacter(byte) { count += 1 }
        return count
    }

    /// The same for bytes in memory, eight at a time: every course page is counted whole for its
    /// line checkpoints (`SourceLines`), so this runs over every byte of every page.
    @inlinable
    package static func characters(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = bytes.count
        var index = 0
        if let base = bytes.baseAddress.map(UnsafeRawPointer.init) {
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A continuation byte has its top bit set and the bit below it clear.
                count -= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                index += 8
            }
        }
        while index < bytes.count {
            if !startsCharacter(bytes[index]) { count -= 1 }
            index += 1
        }
        return count
    }

    /// The 1-based character column of the byte at 0-based `offset` of `line`, the line's UTF-8
    /// bytes from its start: one more than the characters before it. An offset past the end
    /// counts the whole line and one more column per missing byte.
    @inlinable
    package static func characterColumn<Bytes: Collection>(ofByte offset: Int, inLine line: Bytes) -> Int where Bytes.Element == UInt8 {
        var column = 1
        var seen = 0
        for byte in line.prefix(max(offset, 0)) {
            if startsCharacter(byte) { column += 1 }
            seen += 1
        }
        return column + max(offset - seen, 0)
    }

    /// The 0-based byte offset in `line` (UTF-8) where 1-based character column `column` starts, the
    /// reverse of `characterColumn(ofByte:inLine:)`; the line's length when the column lies past
    /// its end.
    package static func byteOffset(ofCharacterColumn column: Int, inLine line: [UInt8]) -> Int {
        var index = 0, characters = 1
        while index < line.count, characters < column {
            index += 1
            while index < line.count, !startsCharacter(line[index]) { index += 1 }
            characters += 1
        }
        return index
    }

    /// The same for a 1-based byte column.
    @inlinable
    package static func characterColumn<Bytes: Collection>(ofByteColumn byteColumn: Int, inLine line: Bytes) -> Int where Bytes.Element == UInt8 {
        characterColumn(ofByte: max(byteColumn - 1, 0), inLine: line)
    }
}
