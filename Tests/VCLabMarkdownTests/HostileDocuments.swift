/// Inputs that nest far deeper than any lesson, each with a single `x` at the bottom.
enum HostileDocument: String, CaseIterable, Sendable {
    case blockQuotes, listItems, orderedItems, mixedContainers, emphasis, images

    var markdown: String {
        switch self {
        case .blockQuotes: String(repeating: ">", count: 100_000) + " x\n"
        case .listItems: String(repeating: "- ", count: 50_000) + "x\n"
        case .orderedItems: String(repeating: "1. ", count: 10_000) + "x\n"
        case .mixedContainers: String(repeating: "> - ", count: 10_000) + "x\n"
        case .emphasis: String(repeating: "*", count: 10_000) + "x" + String(repeating: "*", count: 10_000) + "\n"
        case .images: String(repeating: "![", count: 5_000) + "x" + String(repeating: "](u)", count: 5_000) + "\n"
        }
    }
}
