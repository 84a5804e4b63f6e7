import VCLabSupport

#if canImport(Glibc)
import Glibc
#endif

/// Prints diagnostics on standard error: compact lines for tools and pipes, a source excerpt with a caret on
/// a terminal, in colour unless `NO_COLOR` is set.
package struct DiagnosticPrinter {
    package var console: Console
    package var isRich: Bool
    package var isColored: Bool

    package init(console: Console) {
        self.console = console
        isRich = console.standardErrorIsTerminal
        isColored = isRich && !ColorPolicy.isDisabledByEnvironment
    }

    /// - Parameter sourceLines: the lines of each file, for the rich form's excerpt.
    package func print(_ diagnostics: [Diagnostic], sourceLines: (String) -> [Substring]?) {
        for diagnostic in diagnostics {
            if isRich {
                let lines = sourceLines(diagnostic.location.path)
                let index = diagnostic.location.line - 1
                let line = lines.flatMap { $0.indices.contains(index) ? String($0[index]) : nil }
                console.writeError(DiagnosticFormatter.rich(diagnostic, sourceLine: line, colored: isColored) + "\n")
            } else {
                console.writeError(DiagnosticFormatter.compact(diagnostic) + "\n")
            }
        }
    }
}

/// The conventions for colour: `NO_COLOR` turns it off, `FORCE_COLOR` on.
package enum ColorPolicy {
    package static var isDisabledByEnvironment: Bool {
        guard let value = ProcessInfoEnvironment.value("NO_COLOR") else { return false }
        return !value.isEmpty
    }
}

package enum ProcessInfoEnvironment {
    package static func value(_ name: String) -> String? {
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }
}
