/// The name a scenario's text goes by in a device log, so that `compare` can tell a log of another scenario
/// (or of an edited one) from a device that disagrees: FNV-1a, 64 bits, of the text with its line endings
/// made `\n`, in 16 hexadecimal digits.
public enum ScenarioHash {
    public static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // A file checked out on Windows is the same scenario.
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { continue }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
