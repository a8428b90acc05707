import Foundation
import IntentKit
import PluralRules
import StringResources

/// What `xcstrings lint` does: finds the inputs, runs every validation rule (the built-in ones and IntentKit's
/// App Shortcuts phrase rules), and applies or writes a baseline.
///
/// ```swift
/// let linter = Linter(locales: ["fi", "tr"])
/// let report = try linter.lint(["Resources"]).excluding(try Linter.readBaseline(at: "lint-baseline.json"))
/// print(report.text())
/// ```
public struct Linter: Sendable {
    /// How a lint ended, for the exit code.
    public enum Status: Sendable, Hashable {
        /// No error (and, when strict, no warning).
        case passed
        /// Errors, or warnings when strict.
        case failed
        /// A file could not be parsed, so it was not checked.
        case unparsed
    }

    /// The validation run, with its checks.
    public var validation: Validation

    /// A linter that requires `locales` (every locale present when `nil`), reads `.lproj` folders with
    /// `developmentLanguage` as their source (en, else Base, when `nil`), and lets translations keep the words and
    /// names of `sameAsSourceAllowed` as their source has them (`same-as-source`).
    public init(locales: [String]? = nil, developmentLanguage: String? = nil, sameAsSourceAllowed: [String] = []) {
        var validation = Validation(options: ValidationOptions(
            locales: locales, developmentLanguage: developmentLanguage, sameAsSourceAllowed: sameAsSourceAllowed))
        // More rules plug in as checks: the App Shortcuts phrase rules on AppShortcuts.xcstrings and
        // <lang>.lproj/AppShortcuts.strings.
        validation.catalogChecks.append(AppShortcutsValidationCheck())
        validation.tableChecks.append(AppShortcutsValidationCheck())
        self.validation = validation
    }

    /// Every rule the linter may report.
    public var rules: [ValidationRule] { validation.rules }

    /// Lints the files `inputs` name (files, folders, globs).
    ///
    /// - Throws: ``XCStringsError`` when an input does not exist or holds no resource file; a file that cannot be
    ///   parsed is a `parse-error` finding instead, and the other files are still checked.
    public func lint(_ inputs: [String]) throws(XCStringsError) -> ValidationReport {
        // `--locales fi de` makes `de` an input: say how to require the locale instead (nothing is guessed).
        for input in inputs where !FileManager.default.fileExists(atPath: input) && Self.namesALocale(input) {
            throw .inputNotFound("no such file or folder: \(input); to require the locale \(input), write --locales \(input) (one value per --locales, or a comma-separated list)")
        }
        let files = try InputDiscovery.files(inputs)
        guard !files.isEmpty else {
            throw .inputNotFound("no .xcstrings, .strings or .stringsdict files in \(inputs.joined(separator: ", "))")
        }
        return validation.validate(files: files)
    }

    /// Whether `word` (`de`, `pt-BR`) is a locale of a language CLDR knows.
    static func namesALocale(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            && !PluralRules(locale: word).isFallback
    }

    /// How `report` ends a lint: a parse error first (malformed input, as every command reports it), then errors.
    public static func status(of report: ValidationReport, strict: Bool) -> Status {
        if report.findings.contains(where: { $0.rule == .parseError }) { return .unparsed }
        return report.fails(strict: strict) ? .failed : .passed
    }

    /// Reads the baseline file at `path`.
    public static func readBaseline(at path: String) throws(XCStringsError) -> ValidationBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .inputNotFound("cannot read baseline \(path)")
        }
        do {
            return try ValidationBaseline(json: data, file: path)
        } catch {
            throw .malformed([error])
        }
    }

    /// Writes a baseline accepting every finding of `report` to `path`, atomically.
    public static func writeBaseline(_ report: ValidationReport, to path: String) throws(XCStringsError) {
        do {
            try ValidationBaseline(report: report).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite("cannot write baseline \(path): \(error.localizedDescription)")
        }
    }
}
