import Localization

/// An app object a parameter can refer to, like Apple's `AppEntity`.
///
/// An entity has no placeholder value, so a required entity parameter declared non-optional
/// (`@IntentParam(title: "Task") var task: TaskEntity`) stops the program when read before it was resolved
/// (the runner always resolves it before `perform`). Declare it
/// `@IntentParam(title: "Task", isRequired: true) var task: TaskEntity?` to read an optional instead, or give the
/// type a `static var intentPlaceholderValue: Self?`.
public protocol IntentEntity: IntentScalarValue, Identifiable where ID: LosslessStringConvertible & Hashable & Sendable {
    /// The query that finds entities of this type.
    associatedtype Query: IntentEntityQuery where Query.Entity == Self
    /// The localized name of the type.
    static var typeDisplayName: LocalizedResource { get }
    /// The query used to resolve identifiers, suggestions and searches.
    static var defaultQuery: Query { get }
    /// How this entity is shown.
    var displayRepresentation: IntentDisplay { get }
}

extension IntentEntity {
    /// `.entity`.
    public static var intentValueKind: IntentValueKind { .entity }
    /// The identifier's description.
    public var intentStorage: [String] { [id.description] }
    /// The entity with this identifier, through the default query.
    public static func intentValue(fromStorageString string: String, environment: IntentEnvironment) async -> Self? {
        guard let id = ID(string) else { return nil }
        return (try? await defaultQuery.entities(for: [id]))?.first
    }
    /// The entity whose title equals the text (folded), else the single search result.
    public static func intentValue(fromText text: String, environment: IntentEnvironment) async -> Self? {
        let needle = IntentLanguage.fold(text, locale: environment.locale)
        let found = (try? await defaultQuery.entities(matching: text, environment: environment)) ?? []
        if let exact = found.first(where: {
            IntentLanguage.fold($0.displayRepresentation.title.render(in: environment), locale: environment.locale) == needle
        }) {
            return exact
        }
        return found.count == 1 ? found.first : nil
    }
    /// Suggested entities first, then the rest of all entities.
    public static func intentChoices(environment: IntentEnvironment) async -> [IntentChoice] {
        let suggested = (try? await defaultQuery.suggestedEntities()) ?? []
        let all = (try? await defaultQuery.allEntities()) ?? []
        var seen = Set<ID>()
        var choices: [IntentChoice] = []
        for entity in suggested + all where seen.insert(entity.id).inserted {
            choices.append(IntentChoice(title: entity.intentDisplayText(environment: environment), storage: entity.intentStorage))
        }
        return choices
    }
    /// The rendered title.
    public func intentDisplayText(environment: IntentEnvironment) -> String {
        displayRepresentation.title.render(in: environment)
    }
}
