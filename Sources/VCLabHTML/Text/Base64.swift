/// Standard base64 (RFC 4648, with padding), for the engine module inside a script.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Written into a buffer of the final size through unsafe pointers: every site build encodes the three
    /// engine modules (1.4 MB), and the debug build's array indexing and per-group temporaries made that three
    /// quarters of a small course's build time (perf), which the hardening tests pay hundreds of times.
    static func encode(_ bytes: [UInt8]) -> String {
        let length = (bytes.count + 2) / 3 * 4
        let output = [UInt8](unsafeUninitializedCapacity: length) { output, initialized in
            alphabet.withUnsafeBufferPointer { alphabet in
                bytes.withUnsafeBufferPointer { input in
                    var from = 0
                    var to = 0
                    while from + 3 <= input.count {
                        let value = UInt32(input[from]) << 16 | UInt32(input[from + 1]) << 8 | UInt32(input[from + 2])
                        output[to] = alphabet[Int(value >> 18 & 63)]
                        output[to + 1] = alphabet[Int(value >> 12 & 63)]
                        output[to + 2] = alphabet[Int(value >> 6 & 63)]
                        output[to + 3] = alphabet[Int(value & 63)]
                        from += 3
                        to += 4
                    }
                    let rest = input.count - from
                    if rest > 0 {
                        var value = UInt32(input[from]) << 16
                        if rest == 2 { value |= UInt32(input[from + 1]) << 8 }
                        output[to] = alphabet[Int(value >> 18 & 63)]
                        output[to + 1] = alphabet[Int(value >> 12 & 63)]
                        output[to + 2] = rest == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "=")
                        output[to + 3] = UInt8(ascii: "=")
                    }
                }
            }
            initialized = length
        }
        return String(decoding: output, as: UTF8.self)
    }
}
