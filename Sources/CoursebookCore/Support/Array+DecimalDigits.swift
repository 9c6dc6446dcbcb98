extension Array where Element == UInt8 {
    /// Appends `number` as decimal ASCII digits, without a `String` or an allocation on the way:
    /// the signed build files write tens of thousands of numbers.
    mutating func appendDecimal(_ number: UInt64) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            var magnitude = number
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: buffer[start..<20])
        }
    }

    /// Appends `number` as decimal ASCII digits, with a `-` before a negative one.
    mutating func appendDecimal(_ number: Int64) {
        if number < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(number.magnitude)
    }
}
