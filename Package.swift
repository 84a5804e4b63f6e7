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
        .target(name: "VCLabMarkdown", dependencies: ["CCmark", "VCLabSupport"]),
        .target(name: "VCLabContent", dependencies: ["VCLabSupport", "VCLabEngine", "VCLabMarkdown"]),
        .target(
            name: "VCLabHTML",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabMarkdown", "VCLabContent"],
            resources: [.embedInCode("Resources/site.css"), .embedInCode("Resources/site.js")]
        ),
        .target(
            name: "VCLabTerminal",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabMarkdown", "VCLabContent"]
        ),
        .target(name: "VCLabStudy", dependencies: ["VCLabSupport", "VCLabContent"]),
        .target(
            name: "VCLabCLI",
            dependencies: [
                "VCLabSupport", "VCLabEngine", "VCLabMarkdown", "VCLabContent", "VCLabHTML", "VCLabTerminal",
                "VCLabStudy",
            ]
        ),
        .executableTarget(name: "vclab", dependencies: ["VCLabCLI"]),
        // Helpers for test targets only: marked text for diagnostic positions, golden files.
        .target(name: "VCLabTestSupport"),
        .testTarget(name: "VCLabSupportTests", dependencies: ["VCLabSupport"]),
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
            dependencies: ["VCLabContent", "VCLabEngine", "VCLabMarkdown", "VCLabSupport", "VCLabTestSupport"],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "VCLabHTMLTests",
            dependencies: ["VCLabHTML", "VCLabContent", "VCLabEngine", "VCLabMarkdown", "VCLabTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VCLabTerminalTests",
            dependencies: ["VCLabTerminal", "VCLabContent", "VCLabEngine", "VCLabMarkdown", "VCLabTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "VCLabStudyTests", dependencies: ["VCLabStudy", "VCLabContent"]),
        .testTarget(
            name: "VCLabCLITests",
            dependencies: ["VCLabCLI", "VCLabEngine", "vclab"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
