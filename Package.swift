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
        .library(name: "QRCode", targets: ["QRCode"]),
        .library(name: "XCStringsKit", targets: ["XCStringsKit"]),
        .library(name: "TerminologyKit", targets: ["TerminologyKit"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "TerminologyWeb", targets: ["TerminologyWeb"]),
        .executable(name: "xcstrings", targets: ["xcstrings"]),
        .executable(name: "generate-plural-rules", targets: ["generate-plural-rules"]),
        .plugin(name: "XCStringsPlugin", targets: ["XCStringsPlugin"]),
        .executable(name: "sanasto", targets: ["sanasto"]),
    ],
    targets: [
        .target(name: "PluralRules"),
        .target(name: "StringResources", dependencies: ["PluralRules"]),
        .target(name: "Localization", dependencies: ["StringResources", "PluralRules"]),
        .target(name: "IntentKit", dependencies: ["Localization"]),
        .target(name: "CommandLineSupport"),
        // ISO/IEC 18004 QR code encoding and rendering (terminal, SVG, netpbm), Foundation only.
        .target(name: "QRCode"),
        // What the `xcstrings` commands do; the executable only parses arguments and prints.
        .target(name: "XCStringsKit", dependencies: ["StringResources", "Localization", "IntentKit", "PluralRules"]),
        // SQLite from the system: Debian's libsqlite3-dev, Homebrew's sqlite, or the SDK on Apple platforms.
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // libpq from the system, for a library on a PostgreSQL server: Debian's libpq-dev, Homebrew's libpq.
        .systemLibrary(
            name: "CPostgreSQL", path: "Sources/CPostgreSQL", pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        // The terminology app's core: domain, store, search, study scheduler, exchange formats (TBX, CSV, Anki, bundle),
        // merge and suggestions, the app's intents and use cases, and its resources (the demo terminology; String
        // Catalogs read as they are; the Info.plist of quick actions in a folder, since SwiftPM refuses a top-level one).
        // The PostgreSQL backend is built where a school server runs (Linux); Apple platforms have no libpq in their
        // SDKs and build without it.
        .target(
            name: "TerminologyKit",
            dependencies: ["IntentKit", "StringResources", "CSQLite", .target(name: "CPostgreSQL", condition: .when(platforms: [.linux]))],
            resources: [
                .process("Resources/Localizable.xcstrings"), .process("Resources/InfoPlist.xcstrings"),
                .process("Resources/AppShortcuts.xcstrings"), .copy("Resources/App"), .copy("Resources/Demo"),
            ]
        ),
        // epoll and eventfd are not in the Glibc module; this shim exposes their headers (empty elsewhere).
        .target(name: "CHTTPServerShims"),
        .target(name: "HTTPServer", dependencies: ["CHTTPServerShims"]),
        // `sanasto serve`: the terminology app as server-rendered web pages (sessions, roles, CSRF, pages, live
        // updates, the manifest's quick actions, intents over HTTP) on HTTPServer; its own catalog holds the pages'
        // texts, the app's texts stay TerminologyKit's.
        .target(
            name: "TerminologyWeb",
            dependencies: ["TerminologyKit", "HTTPServer", "QRCode", "IntentKit", "Localization", "StringResources"],
            resources: [.process("Resources/Localizable.xcstrings")]
        ),
        .executableTarget(
            name: "xcstrings",
            dependencies: ["CommandLineSupport", "PluralRules", "StringResources", "Localization", "IntentKit", "XCStringsKit"]
        ),
        // The generator reuses PluralRules' rule parser; the generated file it writes is committed,
        // so PluralRules always builds without running it.
        .executableTarget(name: "generate-plural-rules", dependencies: ["PluralRules", "CommandLineSupport"]),
        // The terminology app's command line: argument parsing and printing; the work is TerminologyKit's. Its own
        // catalog holds the terminal-only texts (prompts, headings); the app's texts are TerminologyKit's.
        .executableTarget(
            name: "sanasto",
            dependencies: ["TerminologyKit", "TerminologyWeb", "QRCode", "CommandLineSupport", "IntentKit", "Localization", "StringResources"],
            resources: [.process("Resources")]
        ),
        // The first seed's category subtitle as an executable: NSLocalizedString and String(localized:) with no
        // bundle find its own resources (LocalizationTests run it).
        .executableTarget(
            name: "TerminologySubtitle", dependencies: ["Localization"], path: "Examples/TerminologySubtitle",
            resources: [.process("Resources")]
        ),

        // Generates typed LocalizedStringResource accessors for a target's String Catalogs at build time, by running
        // `xcstrings generate` (so it needs no package from outside).
        .plugin(name: "XCStringsPlugin", capability: .buildTool(), dependencies: ["xcstrings"]),
        // The plugin's example: accessors generated from its catalogs, resolved with String(localized:) (XCStringsToolTests
        // run it).
        .executableTarget(
            name: "GeneratedAccessorsExample", dependencies: ["Localization"], path: "Examples/GeneratedAccessors",
            resources: [.process("Resources")], plugins: ["XCStringsPlugin"]
        ),

        // The Localization articles' examples that read `.main` (String(localized:) and NSLocalizedString with no
        // bundle), as an executable with its own catalog, since only an executable's resource bundle is `.main`
        // (DocumentationTests run it).
        .executableTarget(
            name: "LocalizationDocumentationExamples", dependencies: ["Localization"],
            path: "Examples/LocalizationDocumentationExamples", resources: [.process("Resources")]
        ),

        // The HTTPServer example; its tests run it as a child process to send it real signals.
        .executableTarget(name: "http-server-example", dependencies: ["HTTPServer"], path: "Examples/HTTPServerExample"),

        // What several test targets share: fixture paths, temporary folders, running a built tool, snapshots.
        .target(name: "_SanastoTestSupport", dependencies: ["CSanastoTestSupportShims"], path: "Sources/_SanastoTestSupport"),
        // posix_spawn with closefrom and close-on-exec pipes, for the test support's child processes (the Glibc
        // module lacks the _GNU_SOURCE calls, and Foundation's Process is unsafe there: see ChildProcess), and
        // openpty for driving interactive commands through a pseudo-terminal (in libutil on glibc before 2.34).
        .target(name: "CSanastoTestSupportShims", linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]),

        .testTarget(name: "PluralRulesTests", dependencies: ["PluralRules", "generate-plural-rules", "_SanastoTestSupport"]),
        .testTarget(name: "StringResourcesTests", dependencies: ["StringResources", "_SanastoTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization", "_SanastoTestSupport", "TerminologySubtitle"],
            // Fixtures are read in place through #filePath; Resources become Bundle.module (lproj kept, catalogs copied).
            exclude: ["Fixtures"], resources: [.process("Resources")]
        ),
        .testTarget(name: "IntentKitTests", dependencies: ["IntentKit", "_SanastoTestSupport"]),
        // The seeds' App Intents code as written: `static var title: LocalizedStringResource = "…"` is global mutable
        // state, an error in Swift 6 language mode (as it is with Apple's SDK), so this target uses Swift 5 mode, as
        // the iOS project the seeds come from does.
        .testTarget(
            name: "SeedScenarioTests", dependencies: ["IntentKit", "Localization", "_SanastoTestSupport"],
            resources: [.process("Resources")], swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "CommandLineSupportTests", dependencies: ["CommandLineSupport"]),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "_SanastoTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "XCStringsKitTests", dependencies: ["XCStringsKit", "_SanastoTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TerminologyKitTests", dependencies: ["TerminologyKit", "_SanastoTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "http-server-example", "_SanastoTestSupport"]),
        // Browser/ holds the Selenium script BrowserTests runs with Debian's python3.
        .testTarget(name: "TerminologyWebTests", dependencies: ["TerminologyWeb", "sanasto", "_SanastoTestSupport"], exclude: ["Browser", "Snapshots"]),
        .testTarget(name: "SanastoTestSupportTests", dependencies: ["_SanastoTestSupport"]),
        // Every ```swift example of the DocC catalogs as compiled, asserted code, and the check that the articles and
        // these tests are the same text.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "PluralRules", "StringResources", "Localization", "IntentKit", "CommandLineSupport", "QRCode", "XCStringsKit",
                "TerminologyKit", "TerminologyWeb", "HTTPServer", "_SanastoTestSupport", "LocalizationDocumentationExamples",
            ],
            // Resources become Bundle.module (the catalog the Localizer examples read); Fixtures are read in place.
            exclude: ["Fixtures"], resources: [.process("Resources")]
        ),

        .testTarget(name: "XCStringsToolTests", dependencies: ["xcstrings", "GeneratedAccessorsExample", "_SanastoTestSupport"], exclude: ["Snapshots", "Fixtures"]),
        .testTarget(name: "SanastoToolTests", dependencies: ["sanasto", "TerminologyKit", "_SanastoTestSupport"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
