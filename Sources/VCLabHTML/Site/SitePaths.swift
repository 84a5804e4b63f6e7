/// Where things are in the built site. Every page sits at the top level, so every link is one relative path
/// and the site works from any folder, over `file://` too.
enum SitePaths {
    static let index = "index.html"
    static let notFound = "404.html"
    static let stylesheet = "site.css"
    static let script = "site.js"
    static let lessonList = "lessons.js"
    static let labScript = "lab.js"
    /// The engine's worker and `VCLab.run`/`VCLab.grade`: async, first in the head, so the module downloads
    /// while the page does.
    static let engineWorker = "engine-worker.js"
    /// The engine's WebAssembly module as base64 in a script: a page from `file://` may not fetch a `.wasm`.
    static let labEngine = "lab-engine.js"
    /// The same module as a file, which the engine's worker fetches over HTTP where it cannot decompress the
    /// gzipped copy, and compiles as it streams in.
    static let engineModule = "vclab.wasm"
    /// The module gzipped, which the worker fetches first: a host that compresses nothing sends 250 KB, not 590.
    static let compressedEngineModule = "vclab.wasm.gz"
    /// What every engine rule says, in the tree's language, for the live lab's evidence notes.
    static let ruleDescriptions = "rule-descriptions.js"
    static let playground = "playground.html"
    /// The scenario language for learners, which every editor and every live diagnostic links to.
    static let scenarioLanguage = "scenario-language.html"
    static let searchIndex = "search-index.js"
    static let sitemap = "sitemap.xml"
    /// Names the sitemap for crawlers; only with `--base-url`, like the sitemap.
    static let robots = "robots.txt"

    /// Names a lesson cannot have, because the site's own pages use them.
    static let reservedSlugs: Set<String> = ["index", "404", "review", "playground", "scenario-language"]

    /// The file of a lesson's page: `06-navigation.html`.
    static func page(forSlug slug: String) -> String { slug + ".html" }
}

extension SitePaths {
    static let favicon = "favicon.svg"
    /// The page that gathers the questions a learner answered wrongly.
    static let review = "review.html"
    /// The scheduler's WebAssembly module as base64 in a script, loaded by the review page alone.
    static let reviewEngine = "review-engine.js"
    /// The device module (`vclab app` and `vclab compare`) as base64 in a script, which `lab.js` adds to the page
    /// when a reader opens "Run it on your iPhone"; beside `lab-engine.js`, whose address `lab.js` derives it from.
    static let deviceEngine = "device-engine.js"
}
