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
        .target(
            name: "VCLabCLI",
            dependencies: ["VCLabSupport", "VCLabEngine", "VCLabMarkdown"]
        ),
        .executableTarget(name: "vclab", dependencies: ["VCLabCLI"]),
        .testTarget(name: "VCLabSupportTests", dependencies: ["VCLabSupport"]),
        .testTarget(
            name: "VCLabEngineTests",
            dependencies: ["VCLabEngine", "VCLabSupport"],
            resources: [.copy("Reference")]
        ),
        .testTarget(
            name: "VCLabMarkdownTests",
            dependencies: ["VCLabMarkdown"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VCLabCLITests",
            dependencies: ["VCLabCLI", "VCLabEngine", "vclab"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
