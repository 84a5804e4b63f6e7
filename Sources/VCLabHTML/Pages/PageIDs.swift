/// The `id`s of one page. Heading anchors, simulations and quizzes each claim one; a clash gets a
/// numeric suffix (`usage`, `usage-1`, …), so every id on a page is unique and every fragment link has one
/// target.
struct PageIDs {
    private(set) var used: Set<String>

    /// - Parameter reserved: the ids of the page's own chrome (`main`, `search`), which content must not take.
    init(reserved: [String]) {
        used = Set(reserved)
    }

    /// A unique id made from `base` (already a valid id).
    mutating func claim(_ base: String) -> String {
        var candidate = base
        var suffix = 1
        while used.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// A unique id for a heading or name: lower case, letters and digits kept (any script), spaces and
    /// dashes as `-`, other punctuation dropped, as GitHub makes heading anchors.
    mutating func claim(slugOf text: String, prefix: String = "") -> String {
        claim(prefix + Self.slug(text))
    }

    static func slug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// The rule itself, character by character.
    static func unicodeSlug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" {
                slug.append(character)
            } else if character == "-" || character.isWhitespace {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// ``slug(_:)`` of text that is all ASCII, byte by byte: most headings are, and every page has many.
    /// `nil` for other text. `\r\n` is one character, so one `-`, as in the general rule.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case UInt8(ascii: "\n") where previous == UInt8(ascii: "\r"): continue
            case UInt8(ascii: "-"), 0x09...0x0D, 0x20: bytes.append(UInt8(ascii: "-"))
            case 0x80...: return nil
            default: continue
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }
}
