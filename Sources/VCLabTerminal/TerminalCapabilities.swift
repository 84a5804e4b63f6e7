/// Decides, from plain values, what the terminal at hand gets: colour, hyperlinks, width.
///
/// The command line reads the environment and asks the kernel whether a stream is a terminal; this type
/// only applies the conventions, so every rule is a test away:
///
/// | input | colour |
/// | --- | --- |
/// | `--color always` / `--color never` | on / off, whatever else is set |
/// | `NO_COLOR` set and not empty | off |
/// | `FORCE_COLOR` set and not empty (other than `0`) | on |
/// | standard output is a terminal and `TERM` is not `dumb` | on |
/// | otherwise (a pipe, a file) | off |
///
/// Hyperlinks (OSC 8) need colour (they are escape sequences too) and a terminal known to take them:
/// `VCLAB_HYPERLINKS=1`/`0` decides outright; otherwise iTerm2, WezTerm, kitty, Ghostty, foot, VS Code,
/// Windows Terminal, Konsole and VTE-based terminals (GNOME Terminal, Tilix) get them. Everywhere else links
/// are numbered footnotes, so a URL is never lost.
public enum TerminalCapabilities {
    public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
        case always, never, auto
    }

    public static func usesColor(choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty { return force != "0" && force != "false" }
        return isTerminal && environment["TERM"] != "dumb"
    }

    public static func usesHyperlinks(usesColor: Bool, environment: [String: String]) -> Bool {
        if let setting = environment["VCLAB_HYPERLINKS"], !setting.isEmpty { return setting != "0" }
        guard usesColor else { return false }
        let program = environment["TERM_PROGRAM"] ?? ""
        let term = environment["TERM"] ?? ""
        if ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "rio"].contains(program) { return true }
        if term.contains("kitty") || term.contains("foot") || term.contains("wezterm") || term.contains("ghostty") {
            return true
        }
        if environment["WT_SESSION"] != nil || environment["KONSOLE_VERSION"] != nil { return true }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        return false
    }

    /// `--width N`, else the terminal's columns, else `COLUMNS`, else 80; never below 20.
    public static func width(requested: Int?, terminalColumns: Int?, environment: [String: String]) -> Int {
        let chosen =
            requested ?? terminalColumns.flatMap { $0 > 0 ? $0 : nil }
            ?? environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        return max(20, chosen)
    }

    /// The pager command: `$PAGER` (an empty one means no pager), else `less -R`.
    public static func pager(environment: [String: String]) -> String? {
        guard let pager = environment["PAGER"] else { return "less -R" }
        let trimmed = pager.trimmingCharacters(in: " ")
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: Character) -> String {
        var text = Substring(self)
        while text.first == characters { text.removeFirst() }
        while text.last == characters { text.removeLast() }
        return String(text)
    }
}
