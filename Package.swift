// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sanasto",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "PluralRules", targets: ["PluralRules"]),
        .library(name: "StringResources", targets: ["StringResources"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .library(name: "CommandLineSupport", targets: ["CommandLineSupport"]),
        .library(name: "XCStringsKit", targets: ["XCStringsKit"]),
        .executable(name: "xcstrings", targets: ["xcstrings"]),
        .executable(name: "generate-plural-rules", targets: ["generate-plural-rules"]),
    ],
    targets: [
        .target(name: "PluralRules"),
        .target(name: "StringResources", dependencies: ["PluralRules"]),
        .target(name: "Localization", dependencies: ["StringResources", "PluralRules"]),
        .target(name: "IntentKit", dependencies: ["Localization"]),
        .target(name: "CommandLineSupport"),
        // What the `xcstrings` commands do; the executable only parses arguments and prints.
        .target(name: "XCStringsKit", dependencies: ["StringResources", "Localization", "IntentKit", "PluralRules"]),
        .executableTarget(
            name: "xcstrings",
            dependencies: ["CommandLineSupport", "XCStringsKit", "PluralRules", "StringResources", "Localization", "IntentKit"]
        ),
        // The generator reuses PluralRules' rule parser; the generated file it writes is committed,
        // so PluralRules always builds without running it.
        .executableTarget(name: "generate-plural-rules", dependencies: ["PluralRules", "CommandLineSupport"]),

        // What several test targets share: fixture paths, temporary folders, running a built tool, snapshots.
        .target(name: "_SanastoTestSupport", path: "Sources/_SanastoTestSupport"),

        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules", "generate-plural-rules", "_SanastoTestSupport"]),
        .testTarget(name: "StringResourcesTests", dependencies: ["StringResources", "_SanastoTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization", "_SanastoTestSupport"],
            // Fixtures are read in place through #filePath; Resources become Bundle.module (lproj kept, catalogs copied).
            exclude: ["Fixtures"], resources: [.process("Resources")]
        ),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "_SanastoTestSupport"]),
        .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
        .testTarget(name: "XCStringsKitTests", dependencies: ["XCStringsKit", "_SanastoTestSupport"]),
        .testTarget(name: "XCStringsToolTests", dependencies: ["xcstrings", "_SanastoTestSupport"], exclude: ["Snapshots", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
