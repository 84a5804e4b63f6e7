import Foundation
import VCLabSupport
import VCLabTerminal

#if canImport(Glibc)
import Glibc
#endif

/// What the process was started with that decides how terminal output looks: the environment, whether
/// standard output is a terminal, and how wide it is. Read once, then handed to the pure deciders of
/// ``TerminalCapabilities``.
package struct TerminalEnvironment {
    package var variables: [String: String]
    package var standardOutputIsTerminal: Bool
    package var standardInputIsTerminal: Bool
    package var columns: Int?
    package var rows: Int?

    package static func current(console: Console) -> TerminalEnvironment {
        let size = windowSize()
        return TerminalEnvironment(
            variables: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: console.standardOutputIsTerminal,
            standardInputIsTerminal: console.standardInputIsTerminal,
            columns: size?.columns, rows: size?.rows)
    }

    /// The size of the terminal on standard output now; asked again after every SIGWINCH.
    package static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    package func style(
        color: TerminalCapabilities.ColorChoice, width: Int?, links: LinkChoice = .auto,
        language: ContentLanguage = .english
    ) -> TerminalStyle {
        let usesColor = TerminalCapabilities.usesColor(
            choice: color, environment: variables, isTerminal: standardOutputIsTerminal)
        let usesHyperlinks: Bool =
            switch links {
            case .osc8: true
            case .footnotes: false
            case .auto: TerminalCapabilities.usesHyperlinks(usesColor: usesColor, environment: variables)
            }
        let columns = standardOutputIsTerminal ? self.columns : nil
        return TerminalStyle(
            usesColor: usesColor, usesHyperlinks: usesHyperlinks,
            width: TerminalCapabilities.width(requested: width, terminalColumns: columns, environment: variables),
            language: language)
    }

    /// `--links`: how links are written.
    package enum LinkChoice: String, CaseIterable {
        case auto
        case osc8
        case footnotes
    }
}
