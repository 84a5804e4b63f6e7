import VCLabSupport

/// `vclab check --format sarif`: the findings as a SARIF 2.1.0 log, which code-scanning services (GitHub's
/// among them) read and show on the lines of a pull request.
///
/// One run, one rule per diagnostic id that occurs (sorted, each with the guide's description), one result
/// per diagnostic (with an end where the finding is a span). VCLab counts columns
/// in UTF-8 bytes; SARIF counts them in UTF-16 code units unless told otherwise, so each column is converted
/// with the text of its line and the run says `columnKind: utf16CodeUnits`. Paths become relative URI
/// references (percent-encoded), or `file://` URIs when absolute.
public enum SARIFRenderer {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// - Parameter sourceLine: the bytes of a line of a file (1-based), to convert columns; `nil` when unknown.
    public static func render(
        _ diagnostics: [Diagnostic], toolVersion: String, sourceLine: (String, Int) -> [UInt8]?
    ) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.id))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let rules = ruleIDs.map(rule)
        func location(_ location: SourceLocation, end: SourceLocation? = nil, message: String? = nil) -> JSONValue {
            var region: [(String, JSONValue)] = [
                ("startLine", .integer(max(1, location.line))),
                ("startColumn", .integer(utf16Column(location, sourceLine: sourceLine))),
            ]
            if let end, end.path == location.path, end > location {
                region += [
                    ("endLine", .integer(max(1, end.line))),
                    ("endColumn", .integer(utf16Column(end, sourceLine: sourceLine))),
                ]
            }
            var members: [(String, JSONValue)] = [
                (
                    "physicalLocation",
                    .object([
                        ("artifactLocation", .object([("uri", .string(uri(location.path)))])),
                        ("region", .object(region)),
                    ])
                )
            ]
            if let message { members.append(("message", .object([("text", .string(message))]))) }
            return .object(members)
        }
        let results = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(diagnostic.id)),
                ("ruleIndex", .integer(ruleIndex[diagnostic.id] ?? 0)),
                ("level", .string(diagnostic.severity.rawValue)),
                (
                    "message",
                    .object([("text", .string(diagnostic.message + (diagnostic.fixIt.map { "; \($0)" } ?? "")))])
                ),
                ("locations", .array([location(diagnostic.location, end: diagnostic.rangeEnd)])),
            ]
            if !diagnostic.notes.isEmpty {
                members.append(
                    ("relatedLocations", .array(diagnostic.notes.map { location($0.location, message: $0.message) })))
            }
            // A fix-it that is an edit is a SARIF fix: one replacement in the result's file.
            if let edit = diagnostic.edit {
                let start = edit.start
                let end = edit.end
                let region = JSONValue.object([
                    ("startLine", .integer(max(1, start.line))),
                    ("startColumn", .integer(utf16Column(start, sourceLine: sourceLine))),
                    ("endLine", .integer(max(1, end.line))),
                    ("endColumn", .integer(utf16Column(end, sourceLine: sourceLine))),
                ])
                let replacement = JSONValue.object([
                    ("deletedRegion", region), ("insertedContent", .object([("text", .string(edit.replacement))])),
                ])
                let change = JSONValue.object([
                    ("artifactLocation", .object([("uri", .string(uri(start.path)))])),
                    ("replacements", .array([replacement])),
                ])
                members.append(
                    (
                        "fixes",
                        .array([
                            .object([
                                ("description", .object([("text", .string(diagnostic.fixIt ?? "apply the fix"))])),
                                ("artifactChanges", .array([change])),
                            ])
                        ])
                    ))
            }
            return JSONValue.object(members)
        }
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("vclab")), ("version", .string(toolVersion)),
                                        ("rules", .array(rules)),
                                    ])
                                )
                            ])
                        ),
                        ("columnKind", .string("utf16CodeUnits")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).rendered()
    }

    /// A rule: the id, and what the guide says it means and how to fix it (``DiagnosticCatalogue``), with its
    /// default level where the guide gives one. An id the guide does not list has only its id.
    static func rule(_ id: String) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(id))]
        guard let entry = DiagnosticCatalogue.entry(id) else { return .object(members) }
        func message(_ description: (text: String, markdown: String)) -> JSONValue {
            .object([("text", .string(description.text)), ("markdown", .string(description.markdown))])
        }
        members += [
            ("shortDescription", message(entry.shortDescription)),
            ("fullDescription", message(entry.fullDescription)),
        ]
        if let severity = entry.severity {
            members.append(("defaultConfiguration", .object([("level", .string(severity.rawValue))])))
        }
        return .object(members)
    }

    /// The column in UTF-16 code units, from VCLab's UTF-8 byte column.
    static func utf16Column(_ location: SourceLocation, sourceLine: (String, Int) -> [UInt8]?) -> Int {
        guard location.column > 1, let line = sourceLine(location.path, location.line) else {
            return max(1, location.column)
        }
        let prefix = line.prefix(location.column - 1)
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }

    /// A URI reference for `path`: unreserved characters and `/` as they are, every other byte percent-encoded.
    static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        let encoded = String(decoding: bytes, as: UTF8.self)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
