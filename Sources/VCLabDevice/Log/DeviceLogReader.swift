import VCLabEngine
import VCLabSupport

/// Reads what a device printed into a ``DeviceLog``: the generated app's own lines, Xcode console copies,
/// `print` and `NSLog` lines and `log stream --style ndjson` output, mixed as they come.
///
/// A line that is none of these (prose, another message of the app) is counted and skipped: people paste
/// logs with their context. Only what cannot be a console's text stops the reading: no text at all, bytes
/// that are not UTF-8, or a line of the app's own format that is broken.
public enum DeviceLogReader {
    public static func read(_ bytes: [UInt8], path: String) throws(DeviceLogError) -> DeviceLog {
        var reader = LineReader(path: path)
        var start = 0
        var number = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            try reader.read(bytes[start..<lineEnd], number: number)
            start = end + 1
            number += 1
        }
        guard reader.sawText else {
            throw DeviceLogError(
                Diagnostic(
                    id: "device.log-empty", location: SourceLocation(path: path, line: 1, column: 1),
                    message: "the log is empty", fixIt: "paste what the console printed while the app ran"))
        }
        guard !reader.log.entries.isEmpty || reader.log.header != nil else {
            throw DeviceLogError(
                Diagnostic(
                    id: "device.log-no-callbacks", location: SourceLocation(path: path, line: 1, column: 1),
                    message:
                        "no line of the log is a view controller callback (\(reader.log.otherLineCount) lines read)",
                    fixIt:
                        "log lines like 'vclab 3 A viewDidLoad', 'A viewDidLoad()' (print with type(of: self) and #function) or '-[A viewDidLoad]' (NSLog)"
                ))
        }
        return reader.log
    }

    private struct LineReader {
        let path: String
        var log = DeviceLog()
        var sawText = false
        var isNDJSON = false
        var step: Int?

        init(path: String) { self.path = path }

        mutating func read(_ bytes: ArraySlice<UInt8>, number: Int) throws(DeviceLogError) {
            if let zero = bytes.firstIndex(of: 0) {
                throw notText(line: number, column: zero - bytes.startIndex + 1, byte: 0)
            }
            guard let line = String(validating: bytes, as: UTF8.self) else {
                let column = firstInvalidColumn(bytes)
                throw notText(line: number, column: column, byte: bytes[bytes.startIndex + column - 1])
            }
            if line.contains(where: { !$0.isWhitespace }) { sawText = true }
            var message = Substring(line)
            if let brace = message.firstIndex(where: { !$0.isWhitespace }), message[brace] == "{" {
                guard let object = JSONValue.parse(Array(message.utf8)) else {
                    if isNDJSON {
                        throw DeviceLogError(
                            Diagnostic(
                                id: "device.log-ndjson", location: SourceLocation(path: path, line: number, column: 1),
                                message: "this line of an ndjson log is not a JSON object",
                                fixIt: "copy the output of 'log stream --style ndjson' whole, one object a line"))
                    }
                    log.otherLineCount += 1
                    return
                }
                isNDJSON = true
                guard let text = object["eventMessage"]?.string else {
                    log.otherLineCount += 1
                    return
                }
                log.forms.insert(.ndjson)
                message = Substring(text)
            }
            message = Self.withoutConsolePrefix(message)
            if try readOwnLine(message, number: number) { return }
            if let entry = Self.objectiveCEntry(message, number: number) {
                append(entry, form: .objectiveC)
            } else if let entry = Self.namedEntry(message, number: number) {
                append(entry, form: .nameAndCallback)
            } else {
                log.otherLineCount += 1
            }
        }

        private mutating func append(_ entry: DeviceLogEntry, form: DeviceLog.LineForm) {
            var entry = entry
            entry.step = step
            log.entries.append(entry)
            log.forms.insert(form)
        }

        private func notText(line: Int, column: Int, byte: UInt8) -> DeviceLogError {
            let hex = String(byte, radix: 16, uppercase: true)
            // A NUL is valid UTF-8, so the message names what it is: no console prints one.
            let what =
                byte == 0
                ? "a NUL byte (0x00), which no console prints"
                : "byte 0x\(hex.count == 1 ? "0" + hex : hex), which is not UTF-8"
            return DeviceLogError(
                Diagnostic(
                    id: "device.log-binary", location: SourceLocation(path: path, line: line, column: column),
                    message: "the log is not text: it holds \(what)",
                    fixIt:
                        "give the text the console printed, not a binary file (a .logarchive is read with 'log show')"
                ))
        }

        /// The 1-based byte column of the first byte that does not begin or continue a UTF-8 character (overlong
        /// forms are left to `String(validating:)`, which found the line invalid; they point at their lead byte).
        private func firstInvalidColumn(_ bytes: ArraySlice<UInt8>) -> Int {
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let lead = bytes[index]
                let length =
                    lead < 0x80
                    ? 1
                    : lead >= 0xC2 && lead < 0xE0
                        ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
                guard length > 0, index + length <= bytes.endIndex,
                    bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                    String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
                else { return index - bytes.startIndex + 1 }
                index += length
            }
            return 1
        }

        /// Reads a line of the app's own format; false when the line has none.
        private mutating func readOwnLine(_ message: Substring, number: Int) throws(DeviceLogError) -> Bool {
            guard let start = Self.ownFormatStart(message) else { return false }
            let text = message[start...]
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            func malformed(_ why: String) -> DeviceLogError {
                let column = message.distance(from: message.startIndex, to: start) + 1
                return DeviceLogError(
                    Diagnostic(
                        id: "device.log-malformed", location: SourceLocation(path: path, line: number, column: column),
                        message: "this line of the app's log is broken: \(why)",
                        fixIt: "the format is in docs/device.md; copy the log whole, without editing it"))
            }
            switch words[0] {
            case Substring(DeviceLogFormat.headerWord):
                guard words.count >= 2, let version = Int(words[1]) else { throw malformed("no format version") }
                guard version <= DeviceLogFormat.version else {
                    throw malformed("format version \(version); this vclab reads version \(DeviceLogFormat.version)")
                }
                var fields: [String: String] = [:]
                for word in words.dropFirst(2) {
                    guard let equals = word.firstIndex(of: "=") else { continue }
                    let key = String(word[..<equals])
                    if key == "scenario" {
                        fields[key] = String(text[word.index(after: equals)...])
                        break
                    }
                    fields[key] = String(word[word.index(after: equals)...])
                }
                guard let ios = fields["ios"], let hash = fields["hash"], let scenario = fields["scenario"] else {
                    throw malformed("the header needs ios=, hash= and scenario=")
                }
                // A log holds every run of the app since it was installed; the last run is the one to compare.
                let runs = log.runCount + 1
                log = DeviceLog(
                    header: DeviceLogHeader(
                        line: number, ios: ios, device: fields["device"] ?? "unknown", hash: hash, scenario: scenario),
                    forms: log.forms.union([.vclab]), otherLineCount: log.otherLineCount, runCount: runs)
                step = nil
            case Substring(DeviceLogFormat.stepWord):
                guard words.count >= 2, let index = Int(words[1]), index >= 1 else { throw malformed("no step number") }
                step = index
                log.marksSteps = true
            case Substring(DeviceLogFormat.noteWord):
                if words.count >= 3, words[1] == Substring(DeviceLogFormat.creationNote) {
                    for word in words.dropFirst(2) {
                        let name = word.hasSuffix(":") ? word.dropLast() : word
                        if !name.isEmpty { log.creationNotLogged.insert(String(name)) }
                        if word.hasSuffix(":") { break }
                    }
                }
            case Substring(DeviceLogFormat.endWord):
                break
            case Substring(DeviceLogFormat.eventWord):
                guard words.count >= 4, Int(words[1]) != nil else {
                    throw malformed("expected 'vclab SEQUENCE CONTROLLER CALLBACK [animated=true|false]'")
                }
                guard let callback = Callback(named: String(words[3])) else {
                    throw malformed("'\(words[3])' is not a callback VCLab knows")
                }
                var animated: Bool?
                if words.count >= 5 {
                    switch words[4] {
                    case "animated=true": animated = true
                    case "animated=false": animated = false
                    default: throw malformed("expected animated=true or animated=false, got '\(words[4])'")
                    }
                }
                append(
                    DeviceLogEntry(line: number, controller: String(words[2]), callback: callback, animated: animated),
                    form: .vclab)
            default:
                return false
            }
            return true
        }

        /// Where a line of the app's format begins: the word `vclab` at the start of the message or after a
        /// console's prefix, followed by a space and a number or by one of the format's suffixes.
        static func ownFormatStart(_ message: Substring) -> Substring.Index? {
            var search = message.startIndex
            while let range = message[search...].utf8.firstRangeOfWord("vclab".utf8) {
                let before =
                    range.lowerBound == message.startIndex ? " " : message[message.index(before: range.lowerBound)]
                if before == " " || before == "]" || before == "\t" {
                    let rest = message[range.upperBound...]
                    if rest.hasPrefix(" "), rest.dropFirst().first?.isASCII == true,
                        rest.dropFirst().first?.isNumber == true
                    {
                        return range.lowerBound
                    }
                    for suffix in ["-log ", "-step ", "-note ", "-end"] where rest.hasPrefix(suffix) {
                        return range.lowerBound
                    }
                }
                search = range.upperBound
            }
            return nil
        }

        /// NSLog's `2013-05-01 10:00:00.123 App[1234:c07] ` and the unified log's
        /// `2024-03-01 10:00:00.123456+0100 App[1234:56789] ` before the message.
        static func withoutConsolePrefix(_ message: Substring) -> Substring {
            let trimmed = message.drop { $0.isWhitespace }
            let digits = trimmed.prefix(10)
            guard digits.count == 10,
                digits.enumerated().allSatisfy({
                    $0.offset == 4 || $0.offset == 7 ? $0.element == "-" : $0.element.isASCII && $0.element.isNumber
                }),
                let bracket = trimmed.utf8.firstRangeOfWord("] ".utf8)
            else { return trimmed }
            return trimmed[bracket.upperBound...]
        }

        /// `-[A viewWillAppear:]`, `-[MyApp.ViewController viewDidLoad]`.
        static func objectiveCEntry(_ message: Substring, number: Int) -> DeviceLogEntry? {
            guard let open = message.utf8.firstRangeOfWord("-[".utf8) ?? message.utf8.firstRangeOfWord("+[".utf8),
                let close = message[open.upperBound...].utf8.firstIndex(of: UInt8(ascii: "]"))
            else { return nil }
            let inside = message[open.upperBound..<close].split(separator: " ")
            guard inside.count == 2, let callback = CallbackName.callback(named: inside[1]) else { return nil }
            return DeviceLogEntry(line: number, controller: Self.className(inside[0]), callback: callback)
        }

        /// `A viewWillAppear(_:)`, `A viewWillAppear: false`, `1 initWithCoder // a comment`, `A.viewDidLoad`.
        static func namedEntry(_ message: Substring, number: Int) -> DeviceLogEntry? {
            var text = message
            if let comment = text.utf8.firstRangeOfWord("//".utf8) { text = text[..<comment.lowerBound] }
            // Only the first two words matter, so the rest of a long line is never split (a 100 MB log of
            // another app's messages is read in seconds). Logs copied from web pages have no-break spaces
            // (U+00A0) between their words, hence Character.isWhitespace.
            let start = text.drop { $0.isWhitespace }
            guard !start.isEmpty else { return nil }
            let first = start.prefix(while: { !$0.isWhitespace })
            let second = start[first.endIndex...].drop { $0.isWhitespace }.prefix(while: { !$0.isWhitespace })
            if !second.isEmpty {
                var name = first
                if name.hasSuffix(":") || name.hasSuffix(".") { name = name.dropLast() }
                guard !name.isEmpty, let callback = CallbackName.callback(named: second) else { return nil }
                return DeviceLogEntry(line: number, controller: Self.className(name), callback: callback)
            }
            guard let dot = first.firstIndex(of: "."), dot != first.startIndex,
                let callback = CallbackName.callback(named: first[first.index(after: dot)...])
            else { return nil }
            return DeviceLogEntry(line: number, controller: String(first[..<dot]), callback: callback)
        }

        /// A Swift class's Objective-C name carries its module (`MyApp.ViewController`).
        static func className(_ name: Substring) -> String {
            if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
                return String(name[name.index(after: dot)...])
            }
            return String(name)
        }
    }
}

extension Substring.UTF8View {
    /// Where `word` first occurs, as the standard library's `firstRange(of:)` says, which Embedded Swift (the
    /// site's `vclab-device.wasm`) lacks: the words searched are two to five bytes, so a plain scan does.
    fileprivate func firstRangeOfWord(_ word: String.UTF8View) -> Range<Index>? {
        guard let first = word.first else { return nil }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            var here = found
            var matched = true
            for byte in word {
                guard here < endIndex, self[here] == byte else {
                    matched = false
                    break
                }
                here = index(after: here)
            }
            if matched { return found..<here }
            start = index(after: found)
        }
        return nil
    }
}
