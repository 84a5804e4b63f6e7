#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on POSIX sockets for `vclab serve`: one thread, non-blocking sockets and `poll`.
///
/// Sturdy rather than fast: every connection has a bounded request buffer and a deadline, so a slow or
/// half-open client is dropped without holding anything up; at most ``maximumConnections`` are open at once
/// (a connection beyond that is closed at once); one request per connection (`Connection: close`). Only
/// `GET` and `HEAD` are answered. The caller's `handler` makes each response; `tick` runs between polls
/// (at least every ``tickInterval``), which is where `vclab serve` looks for changed files.
package final class HTTPServer {
    package struct Request {
        package var method: String
        package var target: String
    }

    package struct Response {
        package var status: Int
        package var reason: String
        package var contentType: String
        package var body: [UInt8]
    }

    package static let maximumConnections = 512
    package static let maximumRequestBytes = 16 * 1024
    /// How long a client may take to send its request, and to take the response.
    package static let deadline: Duration = .seconds(10)
    package static let tickInterval: Int32 = 50

    private struct Connection {
        var descriptor: Int32
        var input: [UInt8] = []
        var output: [UInt8] = []
        var written = 0
        var isResponding = false
        var deadline: ContinuousClock.Instant
    }

    package struct StartError: Error {
        package var message: String
    }

    private let listener: Int32
    package let port: Int
    private var connections: [Int32: Connection] = [:]

    /// Listens on `host` (a numeric IPv4 address) and `port` (0 picks a free one).
    package init(host: String, port: Int) throws(StartError) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw StartError(message: "'\(host)' is not a numeric IPv4 address")
        }
        let descriptor = socket(
            AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else {
            throw StartError(message: "cannot open a socket: \(String(cString: strerror(errno)))")
        }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 256) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw StartError(message: "cannot listen on \(host):\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit {
        for descriptor in connections.keys { close(descriptor) }
        close(listener)
    }

    /// Serves until `shouldStop` returns true; `waking`, when readable, runs `tick` at once (the caller reads it).
    package func run(
        shouldStop: () -> Bool, waking: Int32? = nil, tick: () -> Void, handler: (Request) -> Response
    ) {
        while !shouldStop() {
            var descriptors = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            if let waking { descriptors.append(pollfd(fd: waking, events: Int16(POLLIN), revents: 0)) }
            for connection in connections.values {
                let events = connection.isResponding ? POLLOUT : POLLIN
                descriptors.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Self.tickInterval)
            if ready > 0 {
                for entry in descriptors where entry.revents != 0 && entry.fd != waking {
                    if entry.fd == listener {
                        acceptAll()
                    } else if entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0,
                        connections[entry.fd]?.isResponding == false
                    {
                        readRequest(entry.fd, handler: handler)
                    } else if entry.revents & Int16(POLLOUT | POLLHUP | POLLERR) != 0 {
                        writeResponse(entry.fd)
                    }
                }
            }
            let now = ContinuousClock.now
            for (descriptor, connection) in connections where connection.deadline < now { drop(descriptor) }
            tick()
        }
    }

    private func acceptAll() {
        while true {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else { return }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            guard connections.count < Self.maximumConnections else {
                close(descriptor)
                continue
            }
            connections[descriptor] = Connection(descriptor: descriptor, deadline: .now + Self.deadline)
        }
    }

    private func readRequest(_ descriptor: Int32, handler: (Request) -> Response) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EAGAIN || errno == EINTR { return }
        guard count > 0 else {
            drop(descriptor)
            return
        }
        connections[descriptor]?.input += buffer[0..<count]
        guard let input = connections[descriptor]?.input else { return }
        guard let end = Self.endOfHeaders(input) else {
            if input.count > Self.maximumRequestBytes {
                respond(
                    descriptor,
                    Response(
                        status: 431, reason: "Request Header Fields Too Large",
                        contentType: "text/plain; charset=utf-8", body: Array("request too large\n".utf8)),
                    isHead: false)
            }
            return
        }
        // The request line, as bytes: in Swift "\r\n" is one Character.
        let requestLine = input[0..<end].prefix { $0 != 13 && $0 != 10 }
        let words = String(decoding: requestLine, as: UTF8.self).split(separator: " ")
        guard words.count == 3, words[2].hasPrefix("HTTP/1.") else {
            respond(descriptor, Self.plain(400, "Bad Request"), isHead: false)
            return
        }
        let method = String(words[0])
        guard method == "GET" || method == "HEAD" else {
            respond(descriptor, Self.plain(405, "Method Not Allowed"), isHead: false)
            return
        }
        let response = handler(Request(method: method, target: String(words[1])))
        respond(descriptor, response, isHead: method == "HEAD")
    }

    package static func plain(_ status: Int, _ reason: String) -> Response {
        Response(
            status: status, reason: reason, contentType: "text/plain; charset=utf-8",
            body: Array("\(status) \(reason)\n".utf8))
    }

    private static func endOfHeaders(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func respond(_ descriptor: Int32, _ response: Response, isHead: Bool) {
        var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
        head += "Content-Type: \(response.contentType)\r\n"
        head += "Content-Length: \(response.body.count)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        connections[descriptor]?.output = Array(head.utf8) + (isHead ? [] : response.body)
        connections[descriptor]?.isResponding = true
        connections[descriptor]?.deadline = .now + Self.deadline
        writeResponse(descriptor)
    }

    private func writeResponse(_ descriptor: Int32) {
        guard var connection = connections[descriptor] else { return }
        while connection.written < connection.output.count {
            let count = connection.output.withUnsafeBytes {
                send(
                    descriptor, $0.baseAddress! + connection.written, connection.output.count - connection.written,
                    Int32(MSG_NOSIGNAL))
            }
            if count < 0 {
                if errno == EAGAIN || errno == EINTR {
                    connections[descriptor] = connection
                    return
                }
                drop(descriptor)
                return
            }
            connection.written += count
        }
        drop(descriptor)
    }

    private func drop(_ descriptor: Int32) {
        guard connections.removeValue(forKey: descriptor) != nil else { return }
        close(descriptor)
    }
}
