// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Localization

// A sample app with quick actions actionA/actionB from Info.plist, IntentA/IntentB in the foreground, an App
// Shortcuts provider, and one router that all of them reach.

enum AppAction: String, Sendable, Equatable {
    case actionA, actionB
}

/// The router the app's foreground intents open, installed per test.
enum SampleRouter {
    @TaskLocal static var current: ActionRouter<AppAction>?
}

struct IntentA: AppIntent {
    static let title = LocalizedStringResource("intents.intentA.title", defaultValue: "Do Thing A")
    static let description = IntentDescription(LocalizedStringResource("intents.intentA.description", defaultValue: "Does thing A."))
    static let supportedModes: IntentModes = .foreground

    @MainActor
    func perform() async throws -> some IntentResult {
        SampleRouter.current?.open(.actionA)
        return .result()
    }
}

struct IntentB: AppIntent {
    static let title = LocalizedStringResource("intents.intentB.title", defaultValue: "Do Thing B")
    static let openAppWhenRun = true

    @MainActor
    func perform() async throws -> some IntentResult {
        SampleRouter.current?.open(.actionB)
        return .result()
    }
}

/// A background intent that opens a foreground one after it, which then reaches the router.
struct BackgroundIntent: AppIntent {
    static let title: LocalizedStringResource = "Background"
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: IntentB()) }
}

struct ActionShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: IntentA(), phrases: ["Do thing A in \(.applicationName)"],
                    shortTitle: LocalizedStringResource("intents.intentA.title", defaultValue: "Do Thing A"), systemImageName: "a.circle")
        AppShortcut(intent: IntentB(), phrases: ["Do thing B in \(.applicationName)"],
                    shortTitle: LocalizedStringResource("intents.intentB.title", defaultValue: "Do Thing B"), systemImageName: "b.circle")
    }
}

enum ActionAppStrings {
    static let infoPlistTable: [String: [String: String]] = [
        "en": ["intents.intentA.title": "Do Thing A", "intents.intentB.title": "Do Thing B", "intents.intentB.subtitle": "The second thing"],
        "fi": ["intents.intentA.title": "Tee asia A", "intents.intentB.title": "Tee asia B", "intents.intentB.subtitle": "Toinen asia"],
        "tr": ["intents.intentA.title": "A işini yap", "intents.intentB.title": "B işini yap", "intents.intentB.subtitle": "İkinci iş"],
    ]

    static let appShortcuts: [String: [String: String]] = [
        "fi": ["Do thing A in ${applicationName}": "Tee asia A ${applicationName}-sovelluksessa",
               "Do thing B in ${applicationName}": "Tee asia B ${applicationName}-sovelluksessa"],
        "tr": ["Do thing A in ${applicationName}": "${applicationName}'da A işini yap",
               "Do thing B in ${applicationName}": "${applicationName}'da B işini yap"],
    ]

    static let localizer = Localizer(
        strings: ["InfoPlist": infoPlistTable, "AppShortcuts": appShortcuts, "Localizable": infoPlistTable],
        developmentLanguage: "en", preferredLanguages: ["en"])

    static func environment(_ locale: String) -> IntentEnvironment {
        IntentEnvironment(localizer: localizer, locale: locale)
    }

    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>Sanasto</string>
        <key>UIApplicationShortcutItems</key>
        <array>
            <dict>
                <key>UIApplicationShortcutItemType</key>
                <string>com.your.app.actionA</string>
                <key>UIApplicationShortcutItemTitle</key>
                <string>intents.intentA.title</string>
                <key>UIApplicationShortcutItemIconSymbolName</key>
                <string>a.circle</string>
            </dict>
            <dict>
                <key>UIApplicationShortcutItemType</key>
                <string>com.your.app.actionB</string>
                <key>UIApplicationShortcutItemTitle</key>
                <string>intents.intentB.title</string>
                <key>UIApplicationShortcutItemSubtitle</key>
                <string>intents.intentB.subtitle</string>
                <key>UIApplicationShortcutItemIconType</key>
                <string>UIApplicationShortcutIconTypeAdd</string>
                <key>UIApplicationShortcutItemUserInfo</key>
                <dict>
                    <key>source</key>
                    <string>home</string>
                    <key>count</key>
                    <integer>2</integer>
                </dict>
            </dict>
        </array>
    </dict>
    </plist>
    """
}
#endif
