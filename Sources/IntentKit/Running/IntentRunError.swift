// Only where AppIntents is absent (see Intents/AppIntent.swift for the condition).
#if !canImport(AppIntents)
/// Why running an intent failed.
public enum IntentRunError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Required parameters had no value and nobody could be asked; every one is listed (name and localized title).
    case missingParameters([MissingParameter])
    /// The user cancelled a question or refused a confirmation.
    case cancelled
    /// `perform` asked for a confirmation (the localized question) and the runner is non-interactive.
    case confirmationNeeded(String)
    /// The user's answers for a parameter could not be understood.
    case invalidAnswer(parameter: String, answer: String)
    /// `perform` kept asking beyond the runner's limit.
    case tooManyRequests

    /// A missing parameter.
    public struct MissingParameter: Sendable, Hashable {
        /// The property name.
        public var name: String
        /// The localized title.
        public var title: String

        /// Creates an entry.
        public init(name: String, title: String) {
            self.name = name
            self.title = title
        }
    }

    /// A readable message.
    public var description: String {
        switch self {
        case .missingParameters(let missing):
            let list = missing.map { "\($0.title) (\($0.name))" }.joined(separator: ", ")
            return "missing values for \(missing.count) required parameter\(missing.count == 1 ? "" : "s"): \(list)"
        case .cancelled:
            return "cancelled by the user"
        case .confirmationNeeded(let dialog):
            return "the intent asks for a confirmation (\"\(dialog)\") and nobody can be asked"
        case .invalidAnswer(let parameter, let answer):
            return "could not understand \"\(answer)\" as a value for \(parameter)"
        case .tooManyRequests:
            return "perform asked for more values or confirmations than the runner allows"
        }
    }
}
#endif
