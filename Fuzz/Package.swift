// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets over the package's readers and engines: a package of its own (depending on the main one by
// path, as Benchmarks/ does), built with `--sanitize=fuzzer --sanitize=address` by `Fuzz/run`. Each target is
// an executable whose `main` comes from libFuzzer; it defines `LLVMFuzzerTestOneInput` and traps on any broken
// invariant, so that libFuzzer saves the input.
let targets = [
    "fuzz-catalog", "fuzz-strings", "fuzz-property-list", "fuzz-format", "fuzz-plural-rules", "fuzz-http-request",
    "fuzz-localizer", "fuzz-stringsdict", "fuzz-phrases", "fuzz-lint", "fuzz-tbx",
]

let package = Package(
    name: "SanastoFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Sanasto", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport", dependencies: [.product(name: "Localization", package: "Sanasto")], path: "Sources/FuzzSupport"),
    ] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: "PluralRules", package: "Sanasto"),
                .product(name: "StringResources", package: "Sanasto"),
                .product(name: "Localization", package: "Sanasto"),
                .product(name: "HTTPServer", package: "Sanasto"),
                .product(name: "IntentKit", package: "Sanasto"),
                .product(name: "XCStringsKit", package: "Sanasto"),
                .product(name: "TerminologyKit", package: "Sanasto"),
            ],
            path: "Sources/\(name)",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    },
    swiftLanguageModes: [.v6]
)
