import VCLabSupport

/// What the rules behind a trace say, in one language, with their sources: the words of the evidence notes
/// under a run on the site and of `vclab run --explain`.
///
/// The engine keeps only each rule's level (``Rule/evidence``). The words are a value handed to whoever shows
/// them, so that the site's WebAssembly module carries none of them: natively they come from the catalogue
/// (`VCLabEvidence`), in the browser from the JSON that `vclab build` writes from that same catalogue:
///
///     {"rules": {"navigation.push": {"summary": "A push: …", "sources": [
///         {"address": "https://…", "ios": "7", "device": "iPhone", "shows": "…", "disagrees": false}]}}}
///
/// A rule it does not describe is shown by its id and level alone.
public struct RuleDescriptions: Hashable, Sendable {
    public struct Description: Hashable, Sendable {
        /// One sentence: what the rule makes the engine do, and why.
        public var summary: String
        /// The documents and printed logs behind it; empty for a rule that is only inferred.
        public var sources: [RuleSource]

        public init(summary: String, sources: [RuleSource]) {
            self.summary = summary
            self.sources = sources
        }
    }

    private var descriptions: [Rule: Description]

    public init(_ descriptions: [Rule: Description] = [:]) {
        self.descriptions = descriptions
    }

    public subscript(rule: Rule) -> Description? { descriptions[rule] }

    /// How many rules it describes.
    public var count: Int { descriptions.count }

    /// Reads the JSON above. Members it does not know, rules the engine does not have and sources that lack a
    /// field are skipped rather than refused: a page built by another version of VCLab still shows what
    /// matches.
    public init(json: JSONValue) {
        var descriptions: [Rule: Description] = [:]
        if case .object(let members)? = json["rules"] {
            for (id, value) in members {
                guard let rule = Rule(id: id), let summary = value["summary"]?.string else { continue }
                let sources = (value["sources"]?.array ?? []).compactMap { source -> RuleSource? in
                    guard let address = source["address"]?.string, let ios = source["ios"]?.string,
                        let device = source["device"]?.string, let shows = source["shows"]?.string
                    else { return nil }
                    return RuleSource(
                        address, ios: ios, device: device, shows: shows, disagrees: source["disagrees"]?.bool == true)
                }
                descriptions[rule] = Description(summary: summary, sources: sources)
            }
        }
        self.descriptions = descriptions
    }
}
