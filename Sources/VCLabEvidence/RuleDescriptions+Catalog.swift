import VCLabEngine
import VCLabSupport

extension RuleDescriptions {
    /// The catalogue in `language`, made once: a site build draws hundreds of runs.
    public static func catalogue(_ language: ContentLanguage) -> RuleDescriptions {
        switch language {
        case .english: english
        case .simplifiedChinese: simplifiedChinese
        }
    }

    private static let english = RuleDescriptions(language: .english)
    private static let simplifiedChinese = RuleDescriptions(language: .simplifiedChinese)

    /// Every rule of the catalogue, its summary in `language`.
    public init(language: ContentLanguage) {
        var descriptions: [Rule: Description] = [:]
        for rule in Rule.allCases {
            descriptions[rule] = Description(summary: rule.summary[language], sources: rule.sources)
        }
        self.init(descriptions)
    }

    /// The catalogue in `language` as the JSON that ``RuleDescriptions/init(json:)`` reads: what `vclab build`
    /// hands the site's WebAssembly module, so that the module need not carry the words. Rules in the engine's
    /// order, so that two builds write the same bytes.
    public static func json(language: ContentLanguage) -> String {
        let rules = Rule.allCases.map { rule in
            let sources = rule.sources.map { source in
                JSONText.object([
                    ("address", JSONText.quoted(source.address)), ("ios", JSONText.quoted(source.ios)),
                    ("device", JSONText.quoted(source.device)), ("shows", JSONText.quoted(source.shows)),
                    ("disagrees", source.disagrees ? "true" : "false"),
                ])
            }
            let description = JSONText.object([
                ("summary", JSONText.quoted(rule.summary[language])),
                ("sources", "[" + sources.joined(separator: ",") + "]"),
            ])
            return (rule.id, description)
        }
        return JSONText.object([("rules", JSONText.object(rules))])
    }
}
