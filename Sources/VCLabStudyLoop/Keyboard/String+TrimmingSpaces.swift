/// Whitespace around a typed line, which neither a key nor an answer means.
extension String {
    package var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
