/// Small helpers for fixed-width decimal fields; Foundation's formatters are far slower per call.
package enum Digits {
    static func value(_ bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var result = 0
        for byte in bytes {
            guard byte >= 48, byte <= 57 else { return nil }
            result = result * 10 + Int(byte - 48)
        }
        return result
    }

    /// `value` with leading zeros to `width` digits (`09`, `2026`), for the model's ISO forms and
    /// `Format`'s numeric dates.
    package static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
