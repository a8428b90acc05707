import Localization
import StringResources

/// What `xcstrings printf` does: renders an Apple format string with arguments, as `String(format:locale:)` would.
///
/// Each argument is converted to the type its specifier reads (`%d` → integer, `%f` → floating point, `%@` →
/// string, `%c` → one character).
public struct PrintfRendering: Sendable {
    /// The rendered string and what rendering reported.
    public struct Output: Sendable {
        /// The string and the renderer's issues.
        public var result: FormatResult
        /// The warnings to print: more arguments than the format reads, then each issue of the renderer.
        public var warnings: [String]
    }

    /// The format string as given.
    public let text: String
    /// The parsed format.
    public let format: FormatString

    /// Parses `text`.
    public init(_ text: String) {
        self.text = text
        self.format = FormatString(parsing: text)
    }

    /// The format's problems as `<format>:line:column: severity: message` diagnostics.
    public var diagnostics: [Diagnostic] {
        format.diagnostics.map { Diagnostic($0.severity, $0.message, location: DiagnosticLocation(file: "<format>", position: $0.position)) }
    }

    /// Converts `arguments` and renders them for `locale` (as C's printf without one).
    ///
    /// - Throws: ``XCStringsError/Kind/malformedInput`` when the format has errors or an argument does not convert
    ///   (naming the specifier and its column).
    public func render(_ arguments: [String], locale: String? = nil) throws(XCStringsError) -> Output {
        if format.hasErrors { throw XCStringsError(.malformedInput, "the format string has errors") }
        var values: [FormatArgument] = []
        for (index, word) in arguments.enumerated() {
            let position = index + 1
            let specifier = format.specifiers.first { $0.argumentPosition == position }
            let type = format.argumentTypes[position]
            guard let value = FormatArgument.parsing(word, to: type) else {
                let type = type ?? .object
                let column = specifier.map { SourcePosition(offset: $0.offset, in: Array(text.utf8)).column }
                let location = specifier.map { " for '\($0.text)' at column \(column ?? 0)" } ?? ""
                throw XCStringsError(.malformedInput, "argument \(position) '\(word)' is not \(FormatArgument.article(for: type)) \(type)\(location)")
            }
            values.append(value)
        }
        var warnings: [String] = []
        if arguments.count > format.argumentCount {
            warnings.append("the format reads \(format.argumentCount) argument(s); \(arguments.count - format.argumentCount) more were given")
        }
        let result = FormatRenderer().render(format, arguments: values, locale: locale.map(FormatLocale.init(identifier:)))
        warnings += result.issues.map(\.message)
        return Output(result: result, warnings: warnings)
    }
}
