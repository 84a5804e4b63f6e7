import VCLabHost
import VCLabStudy

/// Study input from a pipe or a file, one line per key or answer, so that a session can be scripted:
/// `printf 'c a d b\nn\nq\n' | vclab study 06-navigation`. An empty line is Enter; the end of input quits.
package struct LineInput: StudyInput {
    package var console: Console

    package init(console: Console) { self.console = console }

    package var isInteractive: Bool { false }

    package mutating func readKey() -> String {
        guard let line = Swift.readLine(strippingNewline: true) else { return StudyKeys.endOfInput }
        let trimmed = line.trimmingSpaces
        return trimmed.isEmpty ? StudyKeys.enter : trimmed
    }

    package mutating func readLine(prompt: String) -> String {
        console.write(prompt)
        guard let line = Swift.readLine(strippingNewline: true) else {
            console.write("\n")
            return StudyKeys.endOfInput
        }
        // Echo the line, so that a transcript of a scripted session reads like one at a terminal.
        console.write(line + "\n")
        return line
    }

    package mutating func key(within milliseconds: Int) -> String? { nil }

    package mutating func restore() {}
}
