/// A JSON document read into values: what the site's script sends the WebAssembly module.
///
/// Written by hand because Embedded Swift, which compiles the module, has no `JSONDecoder`. It reads RFC 8259
/// JSON; nesting deeper than ``maximumDepth`` is refused rather than recursed into, so hostile input cannot
/// exhaust the stack.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; a repeated key keeps its last value when looked up.
    case object([(String, JSONValue)])

    public static let maximumDepth = 64

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// Parses `bytes` (or `bytes[range]`) as one JSON value; `nil` when they are not JSON.
    public static func parse(_ bytes: [UInt8], in range: Range<Int>? = nil) -> JSONValue? {
        var reader = JSONReader(bytes, in: range)
        guard let value = value(&reader, depth: 0), reader.isAtEnd() else { return nil }
        return value
    }

    private static func value(_ reader: inout JSONReader, depth: Int) -> JSONValue? {
        guard depth <= maximumDepth, let kind = reader.nextKind() else { return nil }
        var isFirst = true
        switch kind {
        case .object:
            _ = reader.beginObject()
            var members: [(String, JSONValue)] = []
            // Room for a small object's members up front: growing 1, 2, 4 was a tenth of reading a log line.
            members.reserveCapacity(4)
            while true {
                guard let more = reader.nextMember(isFirst: &isFirst) else { return nil }
                guard more else { return .object(members) }
                guard let key = reader.key, let member = value(&reader, depth: depth + 1) else { return nil }
                members.append((key, member))
            }
        case .array:
            _ = reader.beginArray()
            var values: [JSONValue] = []
            while true {
                guard let more = reader.nextElement(isFirst: &isFirst) else { return nil }
                guard more else { return .array(values) }
                guard let element = value(&reader, depth: depth + 1) else { return nil }
                values.append(element)
            }
        case .string: return reader.readString().map { .string($0) }
        case .number: return reader.readNumber().map { .number($0) }
        case .bool: return reader.readBool().map { .bool($0) }
        case .null: return reader.readNull() ? .null : nil
        }
    }

    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// An array of strings, or `nil` if any element is not one.
    public var strings: [String]? {
        guard let values = array else { return nil }
        var result: [String] = []
        for value in values {
            guard let text = value.string else { return nil }
            result.append(text)
        }
        return result
    }
}
