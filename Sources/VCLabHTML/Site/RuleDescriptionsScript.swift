import VCLabEngine
import VCLabEvidence
import VCLabSupport

/// `rule-descriptions.js`, one in each language's tree: what every engine rule says in that language, with its
/// sources, as the JSON that ``RuleDescriptions/init(json:)`` reads.
///
/// The WebAssembly module draws live runs but carries none of these words: `lab.js` hands this JSON to each
/// worker's module once, as it starts. A script rather than a data file because a page from `file://` may not
/// fetch one; written from the same catalogue as the runs drawn at build time, so both say the same.
enum RuleDescriptionsScript {
    static func render(_ language: ContentLanguage) -> String {
        "// What each rule of the VCLab engine says, for the live lab's evidence notes (\(language.tag)).\n"
            + "self.VCLabRuleDescriptions = " + RuleDescriptions.json(language: language) + ";\n"
    }
}
