/// A command line that cannot be run as written; printed with the command's usage, exit 64.
struct UsageError: Error {
    var message: String

    init(_ message: String) { self.message = message }
}
