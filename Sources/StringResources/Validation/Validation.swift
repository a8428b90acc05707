import Foundation

/// Validates String Catalogs, `.strings` and `.stringsdict` files and reports findings.
///
/// The rules come in checks: ``catalogChecks`` for `.xcstrings`, ``tableChecks`` for `.strings` and
/// `.stringsdict` grouped by table across `<lang>.lproj` folders. Add a check of your own type to run
/// more rules (IntentKit's App Shortcuts phrase rules, for instance):
///
/// ```swift
/// var validation = Validation(options: ValidationOptions(locales: ["fi", "tr"]))
/// validation.catalogChecks.append(MyPhraseCheck())
/// let report = validation.validate(files: ["Resources/Localizable.xcstrings"])
/// ```
///
/// A file that cannot be read or parsed becomes one `parse-error` finding, and the others are still validated; a
/// key whose entry cannot be read becomes a `malformed-entry` finding, and the rest of its file is still validated.
public struct Validation: Sendable {
    /// The options of the run.
    public var options: ValidationOptions
    /// The checks run on every String Catalog, in order.
    public var catalogChecks: [any ValidationCatalogCheck]
    /// The checks run on every table set of `.strings` and `.stringsdict` files, in order.
    public var tableChecks: [any ValidationTableCheck]

    /// The built-in checks of String Catalogs.
    public static var standardCatalogChecks: [any ValidationCatalogCheck] {
        [ValidationCoverageCheck(), ValidationPluralCheck(), ValidationFormatCheck(), ValidationStructureCheck(),
         ValidationSameAsSourceCheck(), ValidationTextCheck(), ValidationCatalogVersionCheck()]
    }

    /// The built-in checks of `.strings` and `.stringsdict` tables.
    public static var standardTableChecks: [any ValidationTableCheck] { [ValidationFolderCheck(), ValidationSameAsSourceCheck(), ValidationTextCheck()] }

    /// Creates a validation with the built-in checks.
    public init(
        options: ValidationOptions = ValidationOptions(),
        catalogChecks: [any ValidationCatalogCheck] = Validation.standardCatalogChecks,
        tableChecks: [any ValidationTableCheck] = Validation.standardTableChecks
    ) {
        self.options = options
        self.catalogChecks = catalogChecks
        self.tableChecks = tableChecks
    }

    /// Every rule the checks may report, by id, without repeats, in id order.
    public var rules: [ValidationRule] {
        var seen = Set<ValidationRule.ID>()
        var rules: [ValidationRule] = []
        for rule in catalogChecks.flatMap(\.rules) + tableChecks.flatMap(\.rules) + ValidationRule.reading
        where seen.insert(rule.id).inserted {
            rules.append(rule)
        }
        return rules.sorted { $0.id < $1.id }
    }

    /// Validates one catalog; `file` names it in findings.
    public func validate(_ catalog: StringCatalog, file: String? = nil) -> [ValidationFinding] {
        var context = ValidationCatalogContext(catalog: catalog, file: file, options: options)
        for check in catalogChecks { check.check(&context) }
        return ValidationFinding.sorted(context.takeFindings())
    }

    /// Validates one table in every language.
    public func validate(_ tableSet: ValidationTableSet) -> [ValidationFinding] {
        var context = ValidationTableContext(tableSet: tableSet, options: options)
        for check in tableChecks { check.check(&context) }
        var findings = context.findings
        if let said = tableSet.developmentLanguageFinding(preferred: options.developmentLanguage) { findings.append(said) }
        return ValidationFinding.sorted(findings)
    }

    /// Reads and validates files (`.xcstrings`, `.strings`, `.stringsdict`), given by path.
    ///
    /// `.strings` and `.stringsdict` files in `<lang>.lproj` folders are grouped by folder and table name,
    /// so that languages are compared with each other. Paths appear in findings as given.
    public func validate(files: [String]) -> ValidationReport {
        var findings = ValidationFindingRuns()
        var tableFiles: [String] = []
        for path in files {
            guard URL(fileURLWithPath: path).pathExtension.lowercased() == "xcstrings" else {
                tableFiles.append(path)
                continue
            }
            var skipped: [ResourceError] = []
            switch Self.readCatalog(path, skipped: &skipped) {
            case .success(let catalog): findings.append(sorted: validate(catalog, file: path))
            case .failure(let error): findings.append(Self.parseError(error, file: path))
            }
            for error in skipped { findings.append(Self.parseError(error, file: path, rule: .malformedEntry)) }
        }
        let read = ValidationTableSet.read(files: tableFiles)
        for error in read.errors { findings.append(Self.parseError(error, file: error.file ?? "<input>")) }
        for error in read.skippedEntries {
            findings.append(Self.parseError(error, file: error.file ?? "<input>", rule: .malformedEntry))
        }
        for tableSet in read.tableSets { findings.append(sorted: validate(tableSet)) }
        return ValidationReport(findings: findings.sorted(), fileCount: files.count)
    }

    private static func readCatalog(_ path: String, skipped: inout [ResourceError]) -> Result<StringCatalog, ResourceError> {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .failure(ResourceError.cannotRead(path, error))
        }
        do {
            return .success(try StringCatalog(bytes: bytes, skippingInvalidEntries: &skipped))
        } catch {
            return .failure(error.inFile(path))
        }
    }

    private static func parseError(_ error: ResourceError, file: String, rule: ValidationRule.ID = .parseError) -> ValidationFinding {
        ValidationFinding(
            severity: .error, rule: rule, file: file, position: error.position, keyPath: error.keyPath,
            message: error.message)
    }
}
