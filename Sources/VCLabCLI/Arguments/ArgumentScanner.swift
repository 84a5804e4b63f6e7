import VCLabSupport

/// Walks a command's arguments, splitting `--name=value` into a name and its value.
struct ArgumentScanner {
    private var arguments: [String]
    private var index = 0

    init(_ arguments: [String]) {
        self.arguments = []
        for argument in arguments {
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                self.arguments.append(String(argument[..<equals]))
                self.arguments.append(String(argument[argument.index(after: equals)...]))
            } else {
                self.arguments.append(argument)
            }
        }
    }

    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = next() else {
            throw UsageError(LocalizedText(english: "\(option) needs a value", chinese: "\(option) 需要一个值"))
        }
        return value
    }
}
