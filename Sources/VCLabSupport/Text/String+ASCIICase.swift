extension String {
    /// The text with A to Z made a to z and every other character left as it is: how scenario keywords,
    /// controller names and answers are compared without case. Unicode's `lowercased()` would bring its case
    /// tables into the site's size-limited WebAssembly module, and no keyword, callback or answer word has a
    /// cased letter beyond ASCII. Never inlined: one copy serves every caller in the module.
    @inline(never)
    public var lowercasedASCII: String {
        var bytes = Array(utf8)
        for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) { bytes[index] |= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    public var lowercasedASCII: String { String(self).lowercasedASCII }
}
