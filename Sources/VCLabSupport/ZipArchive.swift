/// A zip archive of stored (uncompressed) entries, enough for an IMS content package (`vclab export`) and an
/// app package made in the browser (`vclab-device.wasm`, which is why it lives here, beside no Foundation).
///
/// Written by hand because the toolchain has no zip writer; entries carry a fixed date so that the same
/// content gives the same bytes.
public struct ZipArchive: Sendable {
    private var entries: [(path: String, bytes: [UInt8])] = []

    public init() {}

    public mutating func add(path: String, bytes: [UInt8]) { entries.append((path, bytes)) }

    public var bytes: [UInt8] {
        var output: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.path.utf8)
            let crc = Self.crc32(entry.bytes)
            let offset = UInt32(output.count)
            output += Self.le32(0x0403_4B50) + Self.le16(20) + Self.le16(0x0800) + Self.le16(0)
            output += Self.le16(0) + Self.le16(0x0021) + Self.le32(crc)
            output += Self.le32(UInt32(entry.bytes.count)) + Self.le32(UInt32(entry.bytes.count))
            output += Self.le16(UInt16(name.count)) + Self.le16(0) + name + entry.bytes
            central += Self.le32(0x0201_4B50) + Self.le16(20) + Self.le16(20) + Self.le16(0x0800) + Self.le16(0)
            central += Self.le16(0) + Self.le16(0x0021) + Self.le32(crc)
            central += Self.le32(UInt32(entry.bytes.count)) + Self.le32(UInt32(entry.bytes.count))
            central += Self.le16(UInt16(name.count)) + Self.le16(0) + Self.le16(0) + Self.le16(0) + Self.le16(0)
            central += Self.le32(0) + Self.le32(offset) + name
        }
        let centralOffset = UInt32(output.count)
        output += central
        output += Self.le32(0x0605_4B50) + Self.le16(0) + Self.le16(0)
        output += Self.le16(UInt16(entries.count)) + Self.le16(UInt16(entries.count))
        output += Self.le32(UInt32(central.count)) + Self.le32(centralOffset) + Self.le16(0)
        return output
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    private static func le32(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
    }
}
