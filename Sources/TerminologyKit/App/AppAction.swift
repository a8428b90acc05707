import Foundation
import IntentKit

/// Where the app goes when a quick action, a foreground intent or a phrase opens it: what the router holds as
/// pending until a screen (a terminal command, a web page) handles it once.
///
/// The raw value is what a quick action's type names after the app's prefix (`fi.sanasto.addTerm` → `addTerm`).
public enum AppAction: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The add-term screen.
    case addTerm
    /// The search screen.
    case search
    /// A study session.
    case study
    /// One category's list of terms.
    case openCategory(UUID)

    /// The prefix of the app's quick-action types.
    public static let quickActionTypePrefix = "fi.sanasto."

    public init?(rawValue: String) {
        switch rawValue {
        case "addTerm": self = .addTerm
        case "search": self = .search
        case "study": self = .study
        default:
            let prefix = "openCategory/"
            guard rawValue.hasPrefix(prefix), let id = UUID(uuidString: String(rawValue.dropFirst(prefix.count))) else { return nil }
            self = .openCategory(id)
        }
    }

    public var rawValue: String {
        switch self {
        case .addTerm: "addTerm"
        case .search: "search"
        case .study: "study"
        case .openCategory(let id): "openCategory/" + id.uuidString.lowercased()
        }
    }

    /// The quick-action type that opens this action (`fi.sanasto.study`).
    public var quickActionType: String { Self.quickActionTypePrefix + rawValue }

    public var description: String { rawValue }
}

/// The app's one router: quick actions, foreground intents and phrases all end in it.
public typealias AppRouter = ActionRouter<AppAction>
