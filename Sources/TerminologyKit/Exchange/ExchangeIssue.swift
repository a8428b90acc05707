import Foundation
import Localization

/// A problem with one entry of an exchange file (a concept, a CSV row), or a warning about what was not kept.
///
/// An import reports every bad entry with its position; with `ImportOptions.partial` it imports the others,
/// without it it imports nothing (see `TerminologyImporter`).
public struct ExchangeIssue: Hashable, Sendable, CustomStringConvertible {
    /// Whether the entry was left out (`.error`) or imported with something dropped or changed (`.warning`).
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    /// What kind of problem it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A language code that is not a valid BCP 47 tag (`xx-YYY`, `english`).
        case unknownLanguage
        /// An entry without any term.
        case missingTerm
        /// A value outside its picklist or type (an administrative status, a difficulty, a UUID).
        case invalidValue
        /// Two entries with the same id, or an entry that is already in the library.
        case duplicateEntry
        /// A cross-reference to a concept the file does not have (dropped).
        case danglingReference
        /// Data the file holds and Sanasto does not keep (a second definition, a term type).
        case unsupportedData
        /// A row with more fields than the header has columns.
        case extraFields
    }

    /// Whether the entry was left out or only changed.
    public var severity: Severity
    /// What kind of problem it is.
    public var kind: Kind
    /// Where the entry (or the offending part of it) is.
    public var position: ExchangePosition?
    /// The entry it concerns: its id in the file, or its first term.
    public var entry: String?
    /// What is wrong, one sentence without a trailing period, as a value an app looks up in its user's language
    /// (see ``ExchangeError/localizableMessage``).
    public var localizableMessage: String.LocalizationValue
    /// What is wrong, one sentence without a trailing period, in English.
    public var message: String { localizableMessage.moduleText() }

    public init(_ severity: Severity, _ kind: Kind, at position: ExchangePosition?, entry: String? = nil, _ message: String.LocalizationValue) {
        self.severity = severity
        self.kind = kind
        self.position = position
        self.entry = entry
        self.localizableMessage = message
    }

    /// `line:column: error: row 3, column 2: message`.
    public var description: String {
        var text = position.map { "\($0): " } ?? ""
        text += "\(severity.rawValue): "
        if let context = position?.context { text += context + ": " }
        if let entry { text += "entry '\(entry)': " }
        return text + message
    }
}
