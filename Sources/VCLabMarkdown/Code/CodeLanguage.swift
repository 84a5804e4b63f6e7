/// A language whose code samples are highlighted: the site and the terminal accept the same info strings.
public enum CodeLanguage: String, Hashable, Sendable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// The language of a fenced block's info string, by its first word: `swift`; `objc`, `objective-c`,
    /// `objectivec`, `obj-c`, `m`, `mm`, `objc++`, `objective-c++`. Case does not matter; the rest of the
    /// line (a title, say) is ignored.
    public init?(info: String) {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() } ?? ""
        switch word {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c", "m", "mm", "objc++", "objective-c++": self = .objectiveC
        default: return nil
        }
    }

    /// The name a reader knows it by, for labels and tabs.
    public var displayName: String {
        switch self {
        case .swift: "Swift"
        case .objectiveC: "Objective-C"
        }
    }
}
