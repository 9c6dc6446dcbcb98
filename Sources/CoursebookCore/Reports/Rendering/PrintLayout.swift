/// How a report table goes on paper: on the normal portrait page, on a landscape page, or split
/// into parts that each fit a landscape page and repeat the table's key columns (the student's
/// name), so that no column is ever cut off by the page edge.
///
/// Browsers shrink a table only down to its longest words and then let it run off the page, so
/// the decision is made here, from an estimate of each column's width. The figures are measured:
/// Chromium printing `report.css` at 10pt with DejaVu Sans, the `system-ui` fallback on Linux and
/// wider than Segoe UI, San Francisco or Roboto, so an estimate that fits here fits there too.
package enum PrintLayout: Sendable, Equatable {
    /// Fits the portrait page.
    case portrait
    /// Fits a landscape page as one table.
    case landscape
    /// Too wide even for landscape: one table per range of non-key columns, in order, each
    /// led by the key columns.
    case split([Range<Int>])

    /// Usable widths in points, the smaller of A4 and US Letter in each orientation, less the
    /// margins `report.css` gives each page (`@page` 15 mm, `@page wide` 10 mm).
    package enum Budget {
        /// A4 portrait: 210 mm − 2 × 15 mm = 180 mm (Letter gives 185.9 mm).
        static let portrait = 510.2
        /// Letter landscape: 279.4 mm − 2 × 10 mm = 259.4 mm (A4 gives 277 mm).
        static let landscape = 735.3
    }

    /// Horizontal padding plus one border of a cell, in points, as `report.css` sets them: 6 pt a
    /// side on the portrait page (`.5rem`), 3 pt a side in a wide section.
    static let portraitPadding = 12.75
    static let widePadding = 6.75

    /// Browsers wrap a cell at its spaces before letting a table overflow, so text longer than
    /// this counts only as wide as its longest word (or this, whichever is more) on a landscape
    /// page; shorter text, a name, say, is kept whole there. On the portrait page every cell
    /// counts as its longest word: a table that fits wrapped stays with the pages around it, as a
    /// change to the landscape page always starts a new sheet.
    static let wrapWidth = 90.0

    /// The layout of `table`. Narrower than the page by a small margin, since the estimate can
    /// be off by a glyph here and there.
    package static func of(_ table: ReportTable) -> PrintLayout {
        let slack = 0.97
        if widths(table, padding: portraitPadding, wrap: 0).reduce(0, +) <= Budget.portrait * slack { return .portrait }
        let wide = widths(table, padding: widePadding, wrap: wrapWidth)
        if wide.reduce(0, +) <= Budget.landscape * slack { return .landscape }
        let parts = chunks(widths: wide, keyColumns: table.keyColumns, budget: Budget.landscape * slack)
        return parts.count > 1 ? .split(parts) : .landscape
    }

    /// Splits the columns after the first `keyColumns` into consecutive ranges, each as long as
    /// fits `budget` together with the key columns (which every part repeats); a column too wide
    /// even alone with them gets a part of its own rather than being dropped. Greedy, which gives
    /// the fewest parts for columns kept in order.
    package static func chunks(widths: [Double], keyColumns: Int, budget: Double) -> [Range<Int>] {
        let keys = min(max(keyColumns, 0), widths.count)
        let keyWidth = widths[..<keys].reduce(0, +)
        var parts: [Range<Int>] = []
        var start = keys
        var used = keyWidth
        for index in keys..<widths.count {
            if index > start, used + widths[index] > budget {
                parts.append(start..<index)
                start = index
                used = keyWidth
            }
            used += widths[index]
        }
        if start < widths.count { parts.append(start..<widths.count) }
        return parts
    }

    /// Each column's estimated printed width in points with cells padded by `padding`, text
    /// longer than `wrap` wrapped at its spaces.
    static func widths(_ table: ReportTable, padding: Double, wrap: Double) -> [Double] {
        table.columns.indices.map { column in
            var width = cellWidth(table.columns[column], bold: true, wrap: wrap)
            for row in table.rows where column < row.count {
                width = max(width, cellWidth(row[column], bold: false, wrap: wrap))
            }
            return width + padding
        }
    }

    /// The width a cell needs: its text on one line up to `wrap`, and at least its longest word.
    static func cellWidth(_ text: String, bold: Bool, wrap: Double) -> Double {
        let whole = textWidth(Substring(text), bold: bold)
        guard whole > wrap else { return whole }
        let longestWord = text.split(whereSeparator: \.isWhitespace).map { textWidth($0, bold: bold) }.max() ?? 0
        return max(wrap, longestWord)
    }

    /// Text width in points at 10 pt, by character class (em widths measured from DejaVu Sans;
    /// bold, as table headers are, about 10% wider).
    static func textWidth(_ text: Substring, bold: Bool) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += em(scalar.value) }
        return ems * 10 * (bold ? 1.1 : 1)
    }

    private static func em(_ value: UInt32) -> Double {
        switch value {
        case 0x20...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: 0.40
        case 0x30...0x39: 0.64
        case 0x41...0x5A: 0.68
        case 0x300...0x36F, 0x200B...0x200D: 0
        // Hangul, CJK and full-width forms take a whole em.
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x20000...0x3FFFF: 1.0
        default: 0.60
        }
    }
}
