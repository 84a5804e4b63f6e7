import VCLabEngine
import VCLabSupport

/// The mark a timeline puts after a callback to say how well its place is established.
enum EvidenceMark {
    static func span(for evidence: Evidence) -> StyledSpan {
        switch evidence {
        case .documented: StyledSpan("●", TextStyle(foreground: .green))
        case .observed: StyledSpan("◐", TextStyle(foreground: .yellow))
        case .disputed: StyledSpan("◑", TextStyle(foreground: .magenta))
        // Not red: an inferred ordering is a caveat, not a mistake.
        case .inferred: StyledSpan("○", TextStyle(foreground: .cyan))
        }
    }

    static func name(of evidence: Evidence) -> LocalizedText {
        switch evidence {
        case .documented: TerminalText.documented
        case .observed: TerminalText.observed
        case .disputed: TerminalText.disputed
        case .inferred: TerminalText.inferred
        }
    }

    /// `● documented · ◐ observed · ◑ disputed · ○ inferred`, on as many lines as the width needs.
    static func legend(width: Int, language: ContentLanguage = .english) -> [StyledLine] {
        var lines: [StyledLine] = [[]]
        for evidence in Evidence.allCases {
            let item = [span(for: evidence), StyledSpan(" " + name(of: evidence)[language], Theme.muted)]
            let separator = StyledSpan(" · ", Theme.muted)
            let current = lines[lines.count - 1]
            if current.isEmpty {
                lines[lines.count - 1] = item
            } else if current.displayWidth + separator.width + item.displayWidth <= width {
                lines[lines.count - 1] += [separator] + item
            } else {
                lines.append(item)
            }
        }
        return lines
    }
}
