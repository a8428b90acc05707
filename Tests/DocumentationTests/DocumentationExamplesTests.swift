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

@Suite struct DocumentationExamplesTests {
    /// The catalogs' examples: finding none means the catalogs moved, not that there is nothing to check.
    @Test func theCatalogsHaveExamples() {
        let count = DocumentationArticle.all.reduce(0) { $0 + $1.examples.count }
        #expect(DocumentationArticle.all.count >= 10)
        #expect(count >= 40, "only \(count) ```swift blocks found under Sources/*/*.docc")
    }

    @Test(arguments: DocumentationArticle.all)
    func everyExampleIsInItsTestFile(_ article: DocumentationArticle) throws {
        var code = ""
        for file in article.codeFiles {
            let url = TestPaths.packageRoot.appendingPathComponent(file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("\(article.path): its examples must be tested in \(file), which does not exist")
                return
            }
            code += text + "\n"
        }
        let manifest = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = ExampleMatching.declaredProducts(in: manifest)
        for example in article.examples {
            if example.isManifestFragment {
                let named = ExampleMatching.productNames(in: example.lines.map(\.text).joined(separator: "\n"))
                #expect(!named.isEmpty, "\(article.path):\(example.line): a Package.swift fragment names no product")
                for name in named where !products.contains(name) {
                    Issue.record("\(article.path):\(example.line): the product \"\(name)\" is not one of Package.swift's")
                }
                continue
            }
            for line in ExampleMatching.missingParagraphs(of: example, in: code) {
                Issue.record("""
                    \(article.path):\(line): the paragraph of the example at line \(example.line) is not in \
                    \(article.codeFiles.joined(separator: " or ")); change the article and its test together
                    """)
            }
        }
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
