import Foundation

/// A new term as the user gives it: the term, its definition and category, and its terms in other languages.
public struct TermDraft: Hashable, Sendable {
    /// The term.
    public var term: String
    /// Its language; nil is the terminology's first (its source language).
    public var language: LanguageTag?
    /// Its definition, in the term's language.
    public var definition: String?
    /// Where the definition comes from.
    public var definitionSource: String?
    /// Its category (which gives the terminology).
    public var categoryID: UUID?
    /// Its terminology, when it has no category.
    public var terminologyID: UUID?
    /// How hard it is.
    public var difficulty: Difficulty
    /// Its terms in the terminology's other languages.
    public var translations: [LanguageTag: String]
    /// A sentence showing the term in use.
    public var context: String?
    /// Notes.
    public var notes: String

    public init(
        term: String, language: LanguageTag? = nil, definition: String? = nil, definitionSource: String? = nil,
        categoryID: UUID? = nil, terminologyID: UUID? = nil, difficulty: Difficulty = .medium,
        translations: [LanguageTag: String] = [:], context: String? = nil, notes: String = ""
    ) {
        self.term = term
        self.language = language
        self.definition = definition
        self.definitionSource = definitionSource
        self.categoryID = categoryID
        self.terminologyID = terminologyID
        self.difficulty = difficulty
        self.translations = translations
        self.context = context
        self.notes = notes
    }
}

/// Changes to a term; nil leaves a field as it is.
public struct TermChanges: Hashable, Sendable {
    /// The language ``term`` and ``definition`` are in; nil is the language the term is shown in.
    public var language: LanguageTag?
    /// A new text for the term shown in ``language``.
    public var term: String?
    /// A new definition in ``language``; an empty text removes it.
    public var definition: String?
    /// A category reference; an empty text takes the term out of its category.
    public var category: String?
    /// A new difficulty.
    public var difficulty: Difficulty?
    /// Terms to set in other languages; an empty text removes the language's terms.
    public var translations: [LanguageTag: String]
    /// New notes.
    public var notes: String?

    public init(
        language: LanguageTag? = nil, term: String? = nil, definition: String? = nil, category: String? = nil,
        difficulty: Difficulty? = nil, translations: [LanguageTag: String] = [:], notes: String? = nil
    ) {
        self.language = language
        self.term = term
        self.definition = definition
        self.category = category
        self.difficulty = difficulty
        self.translations = translations
        self.notes = notes
    }

    /// Whether nothing would change.
    public var isEmpty: Bool {
        term == nil && definition == nil && category == nil && difficulty == nil && translations.isEmpty && notes == nil
    }
}
