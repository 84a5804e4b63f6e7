/// Reads decimal numbers (`320`, `-0.5`, `1e3`) from text, as JSON writes them and as learners type frames.
///
/// Written by hand because `Double(String)` calls the C library's `strtod`, which the WebAssembly module does
/// not have. It is exact for whole numbers up to 2^53 and close enough (well within a point) for the
/// decimals frames have.
public enum DecimalNumber {
    /// The number that is the whole of `text` (an optional sign, digits, an optional fraction and exponent);
    /// `nil` for anything else.
    public static func parse(_ text: Substring) -> Double? {
        var bytes = Array(text.utf8)
        var isPositiveSign = false
        if bytes.first == UInt8(ascii: "+") {
            bytes.removeFirst()
            isPositiveSign = true
        }
        var index = 0
        guard let value = read(bytes, at: &index, allowsLeadingZeros: true), index == bytes.count else { return nil }
        return isPositiveSign && value < 0 ? nil : value
    }

    /// Reads a number at `index`, moving it past the number; `nil` (and `index` anywhere) when there is none.
    /// JSON forbids a whole part with a leading zero (`012`); typed answers allow it. Nothing at or after `end`
    /// (by default the end of `bytes`) is read.
    public static func read(_ bytes: [UInt8], at index: inout Int, end: Int? = nil, allowsLeadingZeros: Bool)
        -> Double?
    {
        let end = end ?? bytes.count
        var isNegative = false
        if index < end, bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index += 1
        }
        let wholeStart = index
        var value: Double = 0
        while index < end, isDigit(bytes[index]) {
            value = value * 10 + Double(bytes[index] - 0x30)
            index += 1
        }
        let wholeDigits = index - wholeStart
        guard wholeDigits > 0 else { return nil }
        if !allowsLeadingZeros, wholeDigits > 1, bytes[wholeStart] == 0x30 { return nil }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var fraction: Double = 0
            var divisor: Double = 1
            let fractionStart = index
            while index < end, isDigit(bytes[index]) {
                // Digits past the seventeenth change nothing a Double can hold.
                if index - fractionStart < 17 {
                    fraction = fraction * 10 + Double(bytes[index] - 0x30)
                    divisor *= 10
                }
                index += 1
            }
            guard index > fractionStart else { return nil }
            value += fraction / divisor
        }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponentIsNegative = false
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            var exponent = 0
            while index < end, isDigit(bytes[index]) {
                exponent = min(exponent * 10 + Int(bytes[index] - 0x30), 400)
                index += 1
            }
            guard index > exponentStart else { return nil }
            for _ in 0..<exponent { value = exponentIsNegative ? value / 10 : value * 10 }
        }
        return isNegative ? -value : value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
