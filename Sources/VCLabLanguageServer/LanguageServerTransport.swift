import Foundation

#if canImport(Glibc)
import Glibc
import VCLabHost
#endif

/// The Language Server Protocol's base protocol over standard input and output: `Content-Length` headers,
/// then a JSON body. Bodies are parsed with Foundation's `JSONSerialization`, which is all a message needs.
package struct LanguageServerTransport {
    private var buffer: [UInt8] = []
    /// Larger messages are refused: no lesson is near it, and a bound keeps a broken client in check.
    package static let maximumMessageBytes = 64 << 20

    /// The next message, or `nil` at the end of input or on a malformed header.
    package mutating func read() -> [String: Any]? {
        while true {
            if let message = takeMessage() { return message.isEmpty ? nil : message }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = Glibc.read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
    }

    /// A whole message from the buffer; an empty dictionary for a malformed one, `nil` when more is needed.
    private mutating func takeMessage() -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4,
            let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<($0 + 4)].elementsEqual(separator) })
        else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0, length <= Self.maximumMessageBytes else { return [:] }
        guard buffer.count >= end + 4 + length else { return nil }
        let body = Data(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["invalid": true]
    }

    package static func write(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
        _ = FileOutput.writeAll(bytes, to: STDOUT_FILENO)
    }
}
