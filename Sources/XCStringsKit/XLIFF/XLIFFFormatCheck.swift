import StringResources

/// Whether a translation's format specifiers match its key's source, as `xcstrings lint` compares them.
///
/// The source's arguments are those of every source string of the key (its variations, and its substitutions'
/// types), or of the key itself when the source language has no string. A translation may use each argument only as
/// the source types it, may not use an argument the source lacks, and must use every argument, except in a plural
/// form, which may leave the number out ("One term"). A `%` followed by a space (`50 % de`) is typography, not a
/// specifier. Substitution forms are compared for the arguments other than the substitution's own.
struct XLIFFFormatCheck {
    /// The source's arguments by position.
    let signature: [Int: ValidationArgumentUse]

    /// The check for `key`'s translations, whose source is `source` (or the key).
    init(key: String, source: CatalogLocalization?) {
        var signature: [Int: ValidationArgumentUse] = [:]
        if let source {
            for leaf in source.stringUnitLeaves where leaf.substitution == nil && leaf.stringUnit.value.utf8.contains(UInt8(ascii: "%")) {
                let uses = Self.uses(leaf.stringUnit.value, substitutions: source.substitutions)
                signature.merge(uses) { first, _ in first }
            }
        } else if key.utf8.contains(UInt8(ascii: "%")) {
            signature = Self.uses(key, substitutions: nil)
        }
        self.signature = signature
    }

    /// The problem with `value` (a catalog value) at `path`, or `nil` when it matches the source.
    func problem(_ value: String, path: [CatalogStringUnitLeaf.Step], substitutions: CatalogDictionary<CatalogSubstitution>?) -> String? {
        guard value.utf8.contains(UInt8(ascii: "%")) || !signature.isEmpty else { return nil }
        let inSubstitution = path.first.map { if case .substitution = $0 { true } else { false } } ?? false
        let format = FormatString(parsing: value, allowsSubstitutionArgument: inSubstitution)
        if let error = format.diagnostics.first(where: { $0.severity == .error }) {
            return "\(error.message) (column \(error.column) of the target)"
        }
        var uses = ValidationArgumentUse.uses(of: format, substitutions: substitutions)
        uses = uses.filter { !FormatSpecifier.isTypography($0.value.text) }
        if inSubstitution {
            // A substitution's own argument is written `%arg` (or without a position); only the others are compared.
            uses = uses.filter { $0.value.text.contains("$") }
        }
        for position in uses.keys.sorted() {
            guard let use = uses[position] else { continue }
            guard let expected = signature[position] else {
                return signature.isEmpty
                    ? "the target uses argument \(position) (\(use.text)), but the source takes no arguments"
                    : "the target uses argument \(position) (\(use.text)), which the source does not have"
            }
            if let type = use.type, let expectedType = expected.type, !type.isCompatible(with: expectedType) {
                return "the target formats argument \(position) as \(use.text) (\(type)) but the source as \(expected.text) (\(expectedType))"
            }
        }
        let isPluralForm = path.contains { if case .plural = $0 { true } else { false } }
        guard !isPluralForm, !inSubstitution, !value.isEmpty else { return nil }
        for position in signature.keys.sorted() where uses[position] == nil {
            guard let expected = signature[position] else { continue }
            return "the target does not use argument \(position) (\(expected.text)) of the source"
        }
        return nil
    }

    private static func uses(_ value: String, substitutions: CatalogDictionary<CatalogSubstitution>?) -> [Int: ValidationArgumentUse] {
        ValidationArgumentUse.uses(of: FormatString(parsing: value, allowsSubstitutionArgument: false), substitutions: substitutions)
            .filter { !FormatSpecifier.isTypography($0.value.text) }
    }
}
