import Testing
import VCLabSupport

/// Reads back the zips ``ZipArchive`` writes (stored entries only), checking each entry's CRC, for the tests of
/// `vclab export`'s packages and of the site's app package.
public enum StoredZip {
    public static func entries(_ bytes: [UInt8]) -> [String: [UInt8]] {
        func read16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func read32(_ offset: Int) -> Int { read16(offset) | read16(offset + 2) << 16 }
        var entries: [String: [UInt8]] = [:]
        var offset = 0
        while offset + 30 <= bytes.count, read32(offset) == 0x0403_4B50 {
            #expect(read16(offset + 8) == 0, "stored")
            let crc = UInt32(read32(offset + 14))
            let size = read32(offset + 18)
            let nameLength = read16(offset + 26)
            let extraLength = read16(offset + 28)
            let name = String(decoding: bytes[(offset + 30)..<(offset + 30 + nameLength)], as: UTF8.self)
            let start = offset + 30 + nameLength + extraLength
            let data = Array(bytes[start..<(start + size)])
            #expect(ZipArchive.crc32(data) == crc, "CRC of \(name)")
            entries[name] = data
            offset = start + size
        }
        #expect(bytes.count >= 22 && read32(bytes.count - 22) == 0x0605_4B50, "end of central directory")
        #expect(bytes.count >= 22 && read16(bytes.count - 22 + 10) == entries.count)
        return entries
    }
}
