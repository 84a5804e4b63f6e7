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
                "VCLabSupport", "VCLabEngine", "VCLabEvidence", "VCLabGrading", "VCLabSimulationHTML", "VCLabMarkdown",
                "VCLabContent",
            ],
            resources: [
                .embedInCode("Resources/site.css"), .embedInCode("Resources/site.js"), .embedInCode("Resources/lab.js"),
            ]
        ),
        .target(
            name: "VCLabTerminal",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabGrading", "VCLabMarkdown", "VCLabContent"]
        ),
        .target(name: "VCLabStudy", dependencies: ["VCLabSupport", "VCLabGrading", "VCLabContent", "VCLabTerminal"]),
        .target(
            name: "VCLabCLI",
            dependencies: [
                "VCLabSupport", "VCLabEngine", "VCLabEvidence", "VCLabGrading", "VCLabMarkdown", "VCLabContent",
                "VCLabHTML", "VCLabTerminal", "VCLabStudy",
            ]
        ),
        .executableTarget(name: "vclab", dependencies: ["VCLabCLI"]),
        // Helpers for test targets only: marked text for diagnostic positions, golden files.
        .target(name: "VCLabTestSupport", dependencies: ["VCLabGrading"]),
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
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
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
            name: "VCLabStudyTests", dependencies: ["VCLabStudy", "VCLabGrading", "VCLabContent", "VCLabTestSupport"]),
        .testTarget(
            name: "VCLabCLITests",
            dependencies: ["VCLabCLI", "VCLabEngine", "vclab"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
