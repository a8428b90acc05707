import Localization

/// An action the app offers to Siri, Shortcuts, widgets and quick actions, like Apple's `AppIntent`.
///
/// Parameters are `@IntentParam` properties, found by reflection over `init()`'s instance.
public protocol PortableIntent: Sendable {
    /// The localized title.
    static var title: LocalizedResource { get }
    /// A localized description (none by default).
    static var description: LocalizedResource? { get }
    /// Background (default) or foreground.
    static var executionMode: IntentExecutionMode { get }
    /// A summary with `${parameter}` placeholders, such as `Add ${text} with ${priority}` (none by default).
    static var parameterSummary: LocalizedResource? { get }
    /// A default instance whose parameters have no values yet (or their defaults).
    init()
    /// Performs the action; may ask for a value or a confirmation through `context`.
    func perform(_ context: IntentContext) async throws -> IntentOutcome
}

extension PortableIntent {
    /// No description.
    public static var description: LocalizedResource? { nil }
    /// `.background`.
    public static var executionMode: IntentExecutionMode { .background }
    /// No summary.
    public static var parameterSummary: LocalizedResource? { nil }

    /// The type's name, used as its identifier.
    public static var identifier: String { String(describing: Self.self) }

    /// The parameters of this instance, in declaration order.
    public var parameters: [any IntentParameterDescriptor] {
        var result: [any IntentParameterDescriptor] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        var levels: [Mirror] = []
        while let current = mirror {
            levels.append(current)
            mirror = current.superclassMirror
        }
        for level in levels.reversed() {
            for child in level.children {
                guard let label = child.label, let descriptor = Self.descriptor(in: child.value) else { continue }
                descriptor.setName(label.hasPrefix("_") ? String(label.dropFirst()) : label)
                result.append(descriptor)
            }
        }
        return result
    }

    /// The parameter named `name`, if any.
    public func parameter(named name: String) -> (any IntentParameterDescriptor)? {
        parameters.first { $0.name == name }
    }

    /// The types of the parameters by name, read from a default instance.
    public static var parameterKinds: [String: IntentValueKind] {
        Dictionary(Self().parameters.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    private static func descriptor(in value: Any) -> (any NamedParameterDescriptor)? {
        guard let wrapper = value as? any IntentParamWrapper else { return nil }
        return wrapper.descriptor
    }

    /// Renders `parameterSummary` (or the title when there is none), each `${name}` replaced by the
    /// parameter's value or, when missing, its title.
    public func renderSummary(in environment: IntentEnvironment) -> String {
        let template = (Self.parameterSummary ?? Self.title).render(in: environment)
        let byName = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return PhraseTemplate.replacePlaceholders(in: template) { name in
            guard let parameter = byName[name] else { return nil }
            return parameter.hasValue ? parameter.displayText(environment: environment) : parameter.title.render(in: environment)
        }
    }
}
