import VCLabHTML
import VCLabHost
import VCLabSiteBuild
import VCLabSupport

/// `vclab build`: checks the content, then writes the static site.
struct BuildCommand: Subcommand {
    static let name = "build"
    static let summary = "check the content and build the static HTML site"
    static let help = """
        USAGE: vclab build [--content DIR] [--out DIR] [--base-url URL] [--engine FILE]

        Checks every lesson, scenario and quiz as 'vclab check' does; if there is no error, writes the site:
        an index, one page per lesson with its sequence diagrams and interactive quizzes, search, a sitemap
        and a 404 page. The site needs no server: open index.html from the folder.

        OPTIONS:
          --content DIR     the lessons and scenarios (default: Content)
          --out DIR         where the site goes (default: site); replaced as a whole, only when the build
                            succeeds, and only if it is empty or a site vclab built before. The site it
                            replaces is kept as .DIR.previous beside it, for the next build to write over
          --base-url URL    where the site will be served (https://example.com/vclab/): writes sitemap.xml,
                            canonical links and link-preview URLs, and lets 404.html use the shared
                            stylesheet. Without it there is no sitemap (its URLs must be absolute)
          --engine FILE     the engine compiled to WebAssembly, which runs the site's simulations live and
                            grades its quizzes (default: vclab.wasm beside the vclab executable or in its
                            ../share/vclab/, where 'make install' puts it, else .build/wasm/vclab.wasm, made by
                            scripts/build-wasm; without it the site is built with its traces only, and each
                            page says so where its quizzes are)
          -h, --help        show this help

        EXIT STATUS:
          0 the site was built; 1 the content has errors or a link is broken (the previous site is left as
          it was); 64 the command line is wrong; 74 a file cannot be read or written.

        The site is described in docs/site.md.
        """

    var contentRoot = "Content"
    var output = "site"
    var baseURL: String?
    var enginePath: String?

    init(arguments: [String]) throws(UsageError) {
        var index = arguments.startIndex
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.endIndex, !arguments[index].isEmpty else {
                throw UsageError("\(name) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--content": contentRoot = try value("--content")
            case "--out": output = try value("--out")
            case "--base-url": baseURL = try value("--base-url")
            case "--engine": enginePath = try value("--engine")
            default:
                guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
                    throw UsageError(
                        argument.hasPrefix("-")
                            ? "unknown option '\(argument)'" : "build takes options only; got '\(argument)'")
                }
                let name = String(argument[..<equals])
                let text = String(argument[argument.index(after: equals)...])
                guard !text.isEmpty else { throw UsageError("\(name) needs a value") }
                switch name {
                case "--content": contentRoot = text
                case "--out": output = text
                case "--base-url": baseURL = text
                case "--engine": enginePath = text
                default: throw UsageError("unknown option '\(name)'")
                }
            }
            index += 1
        }
        if let baseURL, let problem = SiteConfiguration.problem(withBaseURL: baseURL) { throw UsageError(problem) }
    }

    func execute(console: Console) -> Int32 {
        SiteFolderBuild(contentRoot: contentRoot, output: output, baseURL: baseURL, enginePath: enginePath)
            .run(console: console).status
    }
}
