import Foundation
import Testing
import _SanastoTestSupport

/// A ```swift block of a DocC article.
struct DocumentationExample: Sendable, Equatable {
    /// The 1-based line of the block's opening fence.
    var line: Int
    /// The block's lines, with the line number of each.
    var lines: [(number: Int, text: String)]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.line == rhs.line && lhs.lines.map(\.number) == rhs.lines.map(\.number) && lhs.lines.map(\.text) == rhs.lines.map(\.text)
    }

    /// Whether the block is a fragment of a package manifest (it starts with a `// Package.swift` comment).
    var isManifestFragment: Bool {
        lines.first { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }?.text
            .trimmingCharacters(in: .whitespaces) == "// Package.swift"
    }

    /// The block split at blank lines, `import` lines left out (each test file has its own imports).
    var paragraphs: [[(number: Int, text: String)]] {
        var result: [[(number: Int, text: String)]] = []
        var current: [(number: Int, text: String)] = []
        for line in lines {
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !current.isEmpty { result.append(current) }
                current = []
            } else if !trimmed.hasPrefix("import ") {
                current.append((line.number, trimmed))
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The ```swift blocks of the `///` documentation comments of a Swift source, each line without its `///`.
    static func blocks(inDocumentationCommentsOf source: String) -> [DocumentationExample] {
        let lines = source.components(separatedBy: "\n").map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
        return blocks(in: lines.joined(separator: "\n"))
    }

    /// The ```swift blocks of a Markdown text.
    static func blocks(in markdown: String) -> [DocumentationExample] {
        var blocks: [DocumentationExample] = []
        var open: DocumentationExample?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = open {
                if trimmed == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append((index + 1, line))
                    open = block
                }
            } else if trimmed == "```swift" {
                open = DocumentationExample(line: index + 1, lines: [])
            }
        }
        return blocks
    }
}

/// Where each paragraph of an example is missing from the code that runs it.
enum ExampleMatching {
    /// The paragraphs of `example` that are not a contiguous run of lines of `code` (each line compared trimmed
    /// of leading and trailing white space), as the line numbers they start at.
    static func missingParagraphs(of example: DocumentationExample, in code: String) -> [Int] {
        let codeLines = code.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return example.paragraphs.compactMap { paragraph in
            contains(codeLines, paragraph.map(\.text)) ? nil : paragraph[0].number
        }
    }

    static func contains(_ lines: [String], _ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return run.isEmpty }
        for start in 0...(lines.count - run.count) where lines[start] == run[0] {
            if Array(lines[start..<(start + run.count)]) == run { return true }
        }
        return false
    }

    /// The product names a manifest fragment's `.product(name: "…", package: …)` entries use.
    static func productNames(in fragment: String) -> [String] {
        names(after: ".product(name: \"", in: fragment)
    }

    /// The package names a manifest fragment's `.product(…, package: "…")` entries use.
    static func packageNames(in fragment: String) -> [String] {
        names(after: ", package: \"", in: fragment)
    }

    /// The identity SwiftPM gives the package a README's `.package(url: "…")` installs: the URL's last component
    /// without `.git`, in lower case.
    static func packageIdentity(inInstallSnippetOf readme: String) -> String? {
        names(after: ".package(url: \"", in: readme).first.flatMap { URL(string: $0) }.map {
            $0.deletingPathExtension().lastPathComponent.lowercased()
        }
    }

    /// The library and executable products a manifest declares.
    static func declaredProducts(in manifest: String) -> Set<String> {
        Set(names(after: ".library(name: \"", in: manifest) + names(after: ".executable(name: \"", in: manifest))
    }

    private static func names(after prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().compactMap { rest in
            rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }
}

/// One DocC article with examples, and the test file that holds them as code.
struct DocumentationArticle: Sendable, CustomTestStringConvertible {
    /// The article's path from the package root (`Sources/Localization/Localization.docc/GettingStarted.md`).
    var path: String

    var module: String { path.components(separatedBy: "/")[1] }
    var name: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    /// `Tests/DocumentationTests/<Module><Article>Tests.swift`.
    var testFile: String { "Tests/DocumentationTests/\(module)\(name)Tests.swift" }

    /// The files that hold the article's examples: its test file and, for the Localization articles, the executable
    /// whose resource bundle is `.main` (a test process has no such bundle).
    var codeFiles: [String] {
        module == "Localization" ? [testFile, "Examples/LocalizationDocumentationExamples/main.swift"] : [testFile]
    }

    var testDescription: String { path }

    /// Every article of every `Sources/*/*.docc` catalog that has a ```swift block.
    static let all: [DocumentationArticle] = {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let fileManager = FileManager.default
        var articles: [DocumentationArticle] = []
        for module in ((try? fileManager.contentsOfDirectory(atPath: sources.path)) ?? []).sorted() {
            let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
            for file in ((try? fileManager.contentsOfDirectory(atPath: catalog.path)) ?? []).sorted() where file.hasSuffix(".md") {
                let article = DocumentationArticle(path: "Sources/\(module)/\(module).docc/\(file)")
                if !article.examples.isEmpty { articles.append(article) }
            }
        }
        return articles
    }()

    var examples: [DocumentationExample] {
        let url = TestPaths.packageRoot.appendingPathComponent(path)
        return DocumentationExample.blocks(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }
}

/// A Swift source whose `///` comments have ```swift examples that are tested: those of the main types the
/// articles link to, one or more per module.
struct DocumentedSource: Sendable, CustomTestStringConvertible {
    /// The source's path from the package root.
    var path: String

    var module: String { path.components(separatedBy: "/")[1] }

    /// `Tests/DocumentationTests/<Module>DocCommentTests.swift` and, for Localization, the executable whose bundle is
    /// `.main`.
    var codeFiles: [String] {
        let testFile = "Tests/DocumentationTests/\(module)DocCommentTests.swift"
        return module == "Localization" ? [testFile, "Examples/LocalizationDocumentationExamples/main.swift"] : [testFile]
    }

    var testDescription: String { path }

    var examples: [DocumentationExample] {
        let url = TestPaths.packageRoot.appendingPathComponent(path)
        return DocumentationExample.blocks(inDocumentationCommentsOf: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }

    static let all = [
        "Sources/CommandLineSupport/Commands/ParsableCommand.swift",
        "Sources/CommandLineSupport/Declarations/Option.swift",
        "Sources/HTTPServer/Forms/URLEncodedForm.swift",
        "Sources/HTTPServer/Responses/EventHub.swift",
        "Sources/HTTPServer/Responses/HTTPError.swift",
        "Sources/HTTPServer/Routing/Router.swift",
        "Sources/HTTPServer/Server/Application.swift",
        "Sources/IntentKit/Entities/AppEntity.swift",
        "Sources/IntentKit/Entities/AppEnum.swift",
        "Sources/IntentKit/Entities/EntityQuery.swift",
        "Sources/IntentKit/Focus/SetFocusFilterIntent.swift",
        "Sources/IntentKit/Intents/AppIntent.swift",
        "Sources/IntentKit/Intents/IntentParameter.swift",
        "Sources/IntentKit/Phrases/AppShortcutsProvider.swift",
        "Sources/Localization/Languages/LanguagePreferences+AcceptLanguage.swift",
        "Sources/Localization/Lookup/Localizer+AcceptLanguage.swift",
        "Sources/Localization/Rendering/LocalizedFormat.swift",
        "Sources/Localization/StringResource/LocalizedStringResource.swift",
        "Sources/Localization/StringResource/String.LocalizationValue.swift",
        "Sources/QRCode/QRCode.swift",
        "Sources/StringResources/Validation/Validation.swift",
        "Sources/TerminologyKit/Store/TerminologyStore.swift",
        "Sources/XCStringsKit/Lint/Linter.swift",
    ].map(DocumentedSource.init(path:))
}

/// Checks that each paragraph of each example is in one of `files`; records an issue naming `source`'s line otherwise.
private func expectExamples(_ examples: [DocumentationExample], of source: String, in files: [String]) -> Bool {
    var code = ""
    for file in files {
        guard let text = try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent(file), encoding: .utf8) else {
            Issue.record("\(source): its examples must be tested in \(file), which does not exist")
            return false
        }
        code += text + "\n"
    }
    for example in examples where !example.isManifestFragment {
        for line in ExampleMatching.missingParagraphs(of: example, in: code) {
            Issue.record("""
                \(source):\(line): the paragraph of the example at line \(example.line) is not in \
                \(files.joined(separator: " or ")); change the example and its test together
                """)
        }
    }
    return true
}

@Suite struct DocumentationExamplesTests {
    /// The catalogs' examples: finding none means the catalogs moved, not that there is nothing to check.
    @Test func theCatalogsHaveExamples() {
        let count = DocumentationArticle.all.reduce(0) { $0 + $1.examples.count }
        #expect(DocumentationArticle.all.count >= 10)
        #expect(count >= 40, "only \(count) ```swift blocks found under Sources/*/*.docc")
    }

    @Test(arguments: DocumentationArticle.all)
    func everyExampleIsInItsTestFile(_ article: DocumentationArticle) throws {
        guard expectExamples(article.examples, of: article.path, in: article.codeFiles) else { return }
        let manifest = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = ExampleMatching.declaredProducts(in: manifest)
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let identity = try #require(ExampleMatching.packageIdentity(inInstallSnippetOf: readme), "README.md has no .package(url:) snippet")
        for example in article.examples where example.isManifestFragment {
            let fragment = example.lines.map(\.text).joined(separator: "\n")
            let named = ExampleMatching.productNames(in: fragment)
            #expect(!named.isEmpty, "\(article.path):\(example.line): a Package.swift fragment names no product")
            for name in named where !products.contains(name) {
                Issue.record("\(article.path):\(example.line): the product \"\(name)\" is not one of Package.swift's")
            }
            for package in ExampleMatching.packageNames(in: fragment) where package != identity {
                Issue.record("\(article.path):\(example.line): package \"\(package)\" is not \"\(identity)\", the identity README.md's install snippet gives")
            }
        }
    }

    @Test(arguments: DocumentedSource.all)
    func everyDocumentationCommentExampleIsInItsTestFile(_ source: DocumentedSource) {
        #expect(!source.examples.isEmpty, "\(source.path) has no ```swift example in its documentation comments")
        _ = expectExamples(source.examples, of: source.path, in: source.codeFiles)
    }

    @Test func documentationCommentBlocksLoseTheirSlashes() {
        let source = """
            /// A type.
            ///
            /// ```swift
            /// let a = 1
            ///     let b = 2
            ///
            /// print(a)
            /// ```
            public struct A {}
            """
        let blocks = DocumentationExample.blocks(inDocumentationCommentsOf: source)
        #expect(blocks.map(\.line) == [3])
        #expect(blocks[0].paragraphs.map { $0.map(\.text) } == [["let a = 1", "let b = 2"], ["print(a)"]])
        #expect(blocks[0].paragraphs.map { $0.map(\.number) } == [[4, 5], [7]])
    }

    static let article = """
        Text.

        ```swift
        import Foo

        let a = 1
            let b = 2   // two

        print(a)
        ```

        ```swift
        // Package.swift
        .product(name: "Localization", package: "sanasto"), .product(name: "Nope", package: "sanasto")
        ```
        """

    @Test func blocksAreSplitIntoParagraphsWithoutImports() {
        let blocks = DocumentationExample.blocks(in: Self.article)
        #expect(blocks.map(\.line) == [3, 12])
        #expect(blocks[0].paragraphs.map { $0.map(\.number) } == [[6, 7], [9]])
        #expect(blocks[0].paragraphs.map { $0.map(\.text) } == [["let a = 1", "let b = 2   // two"], ["print(a)"]])
        #expect(!blocks[0].isManifestFragment)
        #expect(blocks[1].isManifestFragment)
        #expect(ExampleMatching.productNames(in: blocks[1].lines.map(\.text).joined()) == ["Localization", "Nope"])
        #expect(ExampleMatching.packageNames(in: blocks[1].lines.map(\.text).joined()) == ["sanasto", "sanasto"])
        #expect(ExampleMatching.packageIdentity(inInstallSnippetOf: #".package(url: "https://example.com/x/Sanasto.git", from: "1.0.0")"#) == "sanasto")
    }

    @Test(arguments: [
        ("func f() {\n    let a = 1\n    let b = 2   // two\n    #expect(a == 1)\n    print(a)\n}", [Int]()),
        ("let a = 1\nlet b = 2   // two\nprint(a)", []),
        ("let a = 1\nlet b = 2   // 2\nprint(a)", [6]),       // a changed comment
        ("let a = 1\n\nlet b = 2   // two\nprint(a)", [6]),    // a paragraph torn apart
        ("let b = 2   // two\nlet a = 1\n", [6, 9]),           // lines in another order, one missing
    ])
    func aParagraphMustBeAContiguousRunOfTheCode(code: String, missing: [Int]) {
        let example = DocumentationExample.blocks(in: Self.article)[0]
        #expect(ExampleMatching.missingParagraphs(of: example, in: code) == missing)
    }

    @Test func aManifestsProductsAreRead() throws {
        let manifest = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = ExampleMatching.declaredProducts(in: manifest)
        #expect(products.isSuperset(of: ["PluralRules", "Localization", "IntentKit", "HTTPServer", "xcstrings", "sanasto"]))
        #expect(!products.contains("Nope"))
    }
}
