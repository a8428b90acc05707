// The seeds compiled against IntentKit: only where AppIntents is absent (on Apple platforms they are Apple's).
#if !canImport(AppIntents)
// The second seed ("Adding QuickActions and AppIntents to a SwiftUI App in iOS 26+") as written, with
// `import AppIntents` replaced by `import IntentKit` and UIKit's `UIApplicationShortcutItem` by IntentKit's
// `QuickActionItem`. The SwiftUI view and the UIKit app and scene delegates are left out: the tests do what they do
// (hand the launch's quick action to the router, reset `pending` once handled).

import IntentKit

struct IntentA: AppIntent {
    static let title: LocalizedStringResource = "intents.intentA.title"
    static let description = IntentDescription("intents.intentA.description")
    static let supportedModes: IntentModes = .foreground

    @MainActor
    func perform() async throws -> some IntentResult {
        AppRouter.shared.pending = .actionA
        return .result()
    }
}

struct IntentB: AppIntent {
    static let title: LocalizedStringResource = "intents.intentB.title"
    static let description = IntentDescription("intents.intentB.description")
    static let supportedModes: IntentModes = .foreground

    @MainActor
    func perform() async throws -> some IntentResult {
        AppRouter.shared.pending = .actionB
        return .result()
    }
}

struct MyAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: IntentA(),
            phrases: [
                "do thing a in \(.applicationName)",
                "start thing a in \(.applicationName)"
            ],
            shortTitle: "intents.intentA.title",
            systemImageName: "some.sfsymbol"
        )
        AppShortcut(
            intent: IntentB(),
            phrases: [
                "do another thing in \(.applicationName)",
                "start \(.applicationName) and do something"
            ],
            shortTitle: "intents.intentB.title",
            systemImageName: "some.other.sfsymbol"
        )
    }
}

import Observation

enum AppAction: String {
    case actionA = "com.your.app.actionA"
    case actionB  = "com.your.app.actionB"
}

@MainActor @Observable
final class AppRouter {
    static let shared = AppRouter()

    var pending: AppAction?

    @discardableResult
    func handle(_ item: QuickActionItem) -> Bool {
        guard let action = AppAction(rawValue: item.type) else { return false }
        pending = action
        return true
    }
}
#endif
