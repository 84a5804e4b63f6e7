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
}
