// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VCLab",
    products: [
        .executable(name: "vclab", targets: ["vclab"])
    ],
    targets: [
        // Debian's libcmark-dev (0.30.2); pkg-config calls it "libcmark".
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Debian's zlib1g-dev, with which the site's builder gzips the engine's module (vclab.wasm.gz).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "VCLabSupport"),
        .target(name: "VCLabEngine", dependencies: ["VCLabSupport"]),
        // The learner-facing rules: how answers are read and graded. Compiled into the site's WebAssembly
        // module too, so it uses nothing Embedded Swift lacks.
        .target(name: "VCLabGrading", dependencies: ["VCLabSupport", "VCLabEngine"]),
        // How a run looks on a page: drawn at build time and, compiled to WebAssembly, in the browser.
        .target(name: "VCLabSimulationHTML", dependencies: ["VCLabSupport", "VCLabEngine"]),
        // The requests the site's script makes of the WebAssembly module (scripts/build-wasm compiles it with
        // the three modules above); natively, what the tests hold the module to.
        .target(
            name: "VCLabWeb", dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabSimulationHTML"]),
        // The evidence table's words: what each rule says, in each language, and its sources. Native only: the site's
        // module gets them as JSON that `vclab build` writes from this table, so it carries none of them.
        .target(name: "VCLabEvidence", dependencies: ["VCLabSupport", "VCLabEngine"]),
        .target(name: "VCLabMarkdown", dependencies: ["CCmark", "VCLabSupport"]),
        .target(name: "VCLabContent", dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabMarkdown"]),
        .target(
            name: "VCLabHTML",
            dependencies: [
                "CZlib", "VCLabSupport", "VCLabEngine", "VCLabEvidence", "VCLabGrading", "VCLabSimulationHTML",
                "VCLabMarkdown", "VCLabContent",
            ],
            resources: [
                .embedInCode("Resources/site.css"), .embedInCode("Resources/site.js"), .embedInCode("Resources/lab.js"),
                .embedInCode("Resources/engine-worker.js"),
            ]
        ),
        .target(
            name: "VCLabTerminal",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabMarkdown", "VCLabContent"]
        ),
        .target(
            name: "VCLabStudy",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabContent", "VCLabTerminal"]
        ),
        // The LMS exports (GIFT, QTI, JSON) of a checked course.
        .target(name: "VCLabExport", dependencies: ["VCLabSupport", "VCLabGrading", "VCLabMarkdown", "VCLabContent"]),
        // `vclab compare` and `vclab app`: device logs read and set beside the trace, and the scenario as an iOS
        // app package that prints them. Values in, text out: the command does the files.
        .target(name: "VCLabDevice", dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabTerminal"]),
        // The process's edge that every command and subsystem shares: the console, files read and written
        // safely, the content folder on disk, diagnostics printed compiler-style, exit codes.
        .target(name: "VCLabHost", dependencies: ["VCLabSupport", "VCLabContent", "VCLabTerminal"]),
        // A course checked and written to a site folder, whole or (for serve) a page at a time.
        .target(name: "VCLabSiteBuild", dependencies: ["VCLabSupport", "VCLabContent", "VCLabHTML", "VCLabHost"]),
        // `vclab serve`: the HTTP server, the content watcher and the rebuild loop between them.
        .target(
            name: "VCLabServe",
            dependencies: ["VCLabSupport", "VCLabContent", "VCLabHTML", "VCLabHost", "VCLabSiteBuild"]
        ),
        // `vclab lsp`: the JSON-RPC language server for lessons and scenarios.
        .target(
            name: "VCLabLanguageServer",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabContent", "VCLabHost"]
        ),
        // `vclab study`: the terminal loop around VCLabStudy's session, its keyboard and the learner's files.
        .target(
            name: "VCLabStudyLoop",
            dependencies: ["VCLabSupport", "VCLabGrading", "VCLabContent", "VCLabTerminal", "VCLabStudy", "VCLabHost"]
        ),
        // Only commands: each parses its arguments, calls the libraries above and prints.
        .target(
            name: "VCLabCLI",
            dependencies: [
                "VCLabSupport", "VCLabEngine", "VCLabEvidence", "VCLabContent", "VCLabHTML", "VCLabTerminal",
                "VCLabStudy",
                "VCLabExport", "VCLabHost", "VCLabSiteBuild", "VCLabServe", "VCLabLanguageServer", "VCLabStudyLoop",
                "VCLabDevice",
            ]
        ),
        .executableTarget(name: "vclab", dependencies: ["VCLabCLI"]),
        // Test-only: replays a progress log through the scheduler and prints each review's state, for the
        // cross-check against py-fsrs (Tests/Study) and the study benchmark. Not a product.
        .executableTarget(name: "vclab-fsrs-replay", dependencies: ["VCLabStudy"], path: "Tests/FSRSReplay"),
        // Helpers for test targets only: marked text for diagnostic positions, golden files, the lesson fixtures,
        // temporary directories.
        .target(name: "VCLabTestSupport", dependencies: ["VCLabSupport", "VCLabGrading", "VCLabContent"]),
        // The JSON tests draw random text from the engine's seeded generator.
        .testTarget(name: "VCLabSupportTests", dependencies: ["VCLabSupport", "VCLabEngine"]),
        .testTarget(
            name: "VCLabSimulationHTMLTests",
            dependencies: ["VCLabSimulationHTML", "VCLabEngine", "VCLabEvidence", "VCLabSupport", "VCLabTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VCLabWebTests",
            dependencies: [
                "VCLabWeb", "VCLabEngine", "VCLabEvidence", "VCLabGrading", "VCLabSimulationHTML", "VCLabSupport",
            ]),
        .testTarget(name: "VCLabEvidenceTests", dependencies: ["VCLabEvidence", "VCLabEngine", "VCLabSupport"]),
        .testTarget(name: "VCLabGradingTests", dependencies: ["VCLabGrading", "VCLabEngine", "VCLabTestSupport"]),
        .testTarget(
            name: "VCLabEngineTests",
            dependencies: ["VCLabEngine", "VCLabSupport", "VCLabTestSupport"],
            resources: [.copy("Reference")]
        ),
        .testTarget(
            name: "VCLabMarkdownTests",
            dependencies: ["VCLabMarkdown", "VCLabTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VCLabContentTests",
            dependencies: [
                "VCLabContent", "VCLabEngine", "VCLabGrading", "VCLabMarkdown", "VCLabSupport", "VCLabTestSupport",
            ],
            // The fixtures are read from the source tree (VCLabTestSupport's Fixtures), as the export tests
            // read them too.
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "VCLabHTMLTests",
            dependencies: [
                "VCLabHTML", "VCLabContent", "VCLabEngine", "VCLabEvidence", "VCLabGrading", "VCLabMarkdown",
                "VCLabTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VCLabTerminalTests",
            dependencies: [
                "VCLabTerminal", "VCLabContent", "VCLabEngine", "VCLabGrading", "VCLabMarkdown", "VCLabTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VCLabStudyTests",
            dependencies: ["VCLabStudy", "VCLabGrading", "VCLabContent", "VCLabEngine", "VCLabTestSupport"]),
        .testTarget(name: "VCLabExportTests", dependencies: ["VCLabExport", "VCLabContent", "VCLabTestSupport"]),
        .testTarget(
            name: "VCLabDeviceTests",
            dependencies: ["VCLabDevice", "VCLabEngine", "VCLabSupport", "VCLabTerminal", "VCLabTestSupport"],
            // The published logs are read from the source tree.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "VCLabHostTests", dependencies: ["VCLabHost", "VCLabContent", "VCLabTestSupport"]),
        .testTarget(
            name: "VCLabSiteBuildTests",
            dependencies: ["VCLabSiteBuild", "VCLabHost", "VCLabSupport", "VCLabTestSupport"]
        ),
        .testTarget(name: "VCLabServeTests", dependencies: ["VCLabServe", "VCLabHost", "VCLabTestSupport"]),
        .testTarget(
            name: "VCLabCLITests",
            dependencies: [
                "VCLabCLI", "VCLabDevice", "VCLabEngine", "VCLabExport", "VCLabHost", "VCLabSiteBuild",
                "VCLabTestSupport",
                "vclab",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
