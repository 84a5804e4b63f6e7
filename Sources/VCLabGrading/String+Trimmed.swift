/// What learners type, without the spaces around it, and without a trailing `)` or `.` after a letter (`a)`).
extension String {
    public var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isAnswerSpace { text.removeFirst() }
        while let last = text.last, last.isAnswerSpace { text.removeLast() }
        return String(text)
    }

    public func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : self
    }
}
