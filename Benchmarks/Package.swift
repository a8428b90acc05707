// swift-tools-version:6.0
import PackageDescription

// The benchmarks are a package of their own so that what they compare against (ICU's C API,
// Foundation's formatters and JSONSerialization) never touches the main build.
let package = Package(
    name: "SanastoBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Sanasto", path: "..")],
    targets: [
        // Stable names for the ICU calls (ICU's own symbols carry its version, e.g. uplrules_select_72).
        .target(
            name: "CICUShim",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        // Counts heap allocations on glibc, to show that a code path allocates nothing.
        .target(name: "CAllocationCounter"),
        // simdjson (Debian's libsimdjson-dev) as a reference parser for the resources suite; C++ behind a C API.
        .target(name: "CSimdjsonShim", linkerSettings: [.linkedLibrary("simdjson")]),
        .executableTarget(
            name: "sanasto-bench",
            dependencies: [
                "CICUShim",
                "CAllocationCounter",
                "CSimdjsonShim",
                .product(name: "PluralRules", package: "Sanasto"),
                .product(name: "StringResources", package: "Sanasto"),
                .product(name: "Localization", package: "Sanasto"),
                .product(name: "IntentKit", package: "Sanasto"),
                .product(name: "CommandLineSupport", package: "Sanasto"),
                .product(name: "QRCode", package: "Sanasto"),
                .product(name: "XCStringsKit", package: "Sanasto"),
                .product(name: "TerminologyKit", package: "Sanasto"),
                .product(name: "HTTPServer", package: "Sanasto"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        // Runs one operation once, for instruction counts under callgrind while developing.
        .executableTarget(
            name: "sanasto-profile",
            dependencies: [
                .product(name: "StringResources", package: "Sanasto"),
                .product(name: "Localization", package: "Sanasto"),
                .product(name: "XCStringsKit", package: "Sanasto"),
                .product(name: "TerminologyKit", package: "Sanasto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
