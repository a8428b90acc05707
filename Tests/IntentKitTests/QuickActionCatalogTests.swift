// Tests of IntentKit's App Intents vocabulary and engine: declared only where AppIntents is absent.
#if !canImport(AppIntents)
import Foundation
import IntentKit
import Observation
import Testing
import _SanastoTestSupport

@Suite struct QuickActionCatalogTests {
    static func xmlData() -> Data { Data(ActionAppStrings.infoPlist.utf8) }

    @Test func readsXMLInfoPlist() throws {
        let items = try QuickActionCatalog.items(fromInfoPlist: Self.xmlData())
        #expect(items.map(\.type) == ["com.your.app.actionA", "com.your.app.actionB"])
        #expect(items[0].titleKey == "intents.intentA.title")
        #expect(items[0].iconSymbolName == "a.circle")
        #expect(items[0].subtitleKey == nil)
        #expect(items[1].iconType == "UIApplicationShortcutIconTypeAdd")
        #expect(items[1].userInfo == ["source": "home", "count": "2"])
    }

    @Test func readsBinaryInfoPlist() throws {
        let xml = try #require(try PropertyListSerialization.propertyList(from: Self.xmlData(), format: nil) as? [String: Any])
        let binary = try PropertyListSerialization.data(fromPropertyList: xml, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        #expect(try QuickActionCatalog.items(fromInfoPlist: binary) == QuickActionCatalog.items(fromInfoPlist: Self.xmlData()))
    }

    @Test(arguments: [
        ("en", "Do Thing A", "Do Thing B", "The second thing"),
        ("fi", "Tee asia A", "Tee asia B", "Toinen asia"),
        ("tr", "A işini yap", "B işini yap", "İkinci iş"),
    ])
    func titlesAreLocalizedFromInfoPlistTable(locale: String, titleA: String, titleB: String, subtitleB: String) throws {
        let items = try QuickActionCatalog.items(fromInfoPlist: Self.xmlData())
        let environment = ActionAppStrings.environment(locale)
        #expect(items.map { $0.title(in: environment) } == [titleA, titleB])
        #expect(items[1].subtitle(in: environment) == subtitleB)
        #expect(items[0].subtitle(in: environment) == nil)
    }

    @Test func noShortcutItemsIsEmpty() throws {
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleName</key><string>X</string></dict></plist>"#
        #expect(try QuickActionCatalog.items(fromInfoPlist: Data(plist.utf8)).isEmpty)
    }

    @Test(arguments: [
        ("not a plist at all {", "not a property list"),
        ("", "not a property list"),
        ("bplist00\u{01}\u{02}", "not a property list"),
        ("<plist version=\"1.0\"><dict><key>UIApplicationShortcutItems</key><array>", "not a property list"),
        (#"<plist version="1.0"><array/></plist>"#, "root is not a dictionary"),
        (#"<plist version="1.0"><dict><key>UIApplicationShortcutItems</key><string>x</string></dict></plist>"#, "is not an array"),
        (#"<plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><string>x</string></array></dict></plist>"#, "[0] is not a dictionary"),
        (#"<plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemTitle</key><string>t</string></dict></array></dict></plist>"#, "[0] has no UIApplicationShortcutItemType"),
        (#"<plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>a</string></dict></array></dict></plist>"#, "(a) has no UIApplicationShortcutItemTitle"),
    ])
    func malformedPlistsAreClearErrors(text: String, message: String) {
        #expect {
            try QuickActionCatalog.items(fromInfoPlist: Data(text.utf8))
        } throws: { error in
            (error as? QuickActionError)?.message.contains(message) == true
        }
    }
}

@MainActor
@Suite struct ActionRouterTests {
    @Test func quickActionsGoToThePendingActionAndAreHandledOnce() throws {
        let router = ActionRouter<AppAction>()
        let items = try QuickActionCatalog.items(fromInfoPlist: QuickActionCatalogTests.xmlData())
        #expect(router.handle(items[0]))
        #expect(router.pending == .actionA)
        #expect(router.take() == .actionA)
        #expect(router.pending == nil)
        #expect(router.take() == nil)
        #expect(router.handle(items[1]))
        #expect(router.take() == .actionB)
    }

    @Test(arguments: ["com.your.app.actionC", "", "actionc", "com.other.app.actionA.extra"])
    func unknownTypesAreRefused(type: String) {
        let router = ActionRouter<AppAction>()
        #expect(!router.handle(quickActionType: type))
        #expect(router.pending == nil)
        #expect(router.openedCount == 0)
    }

    @Test func prefixIsStrippedWhenGiven() {
        let router = ActionRouter<AppAction>(typePrefix: "com.your.app.")
        #expect(router.handle(quickActionType: "com.your.app.actionB"))
        #expect(!router.handle(quickActionType: "com.other.app.actionA"))
        #expect(router.take() == .actionB)
    }

    @Test func laterActionReplacesAnUnhandledOne() {
        let router = ActionRouter<AppAction>()
        router.open(.actionA)
        router.open(.actionB)
        #expect(router.openedCount == 2)
        #expect(router.take() == .actionB)
        #expect(router.take() == nil)
    }

    @Test func observationSeesPendingChanges() {
        let router = ActionRouter<AppAction>()
        let changed = Flag()
        withObservationTracking { _ = router.pending } onChange: { changed.set() }
        router.open(.actionA)
        #expect(changed.value)
    }

    @Test func foregroundIntentsOpenTheRouterFromPerform() async throws {
        let router = ActionRouter<AppAction>()
        let runner = IntentRunner(environment: ActionAppStrings.environment("en"))
        try await SampleRouter.$current.withValue(router) {
            _ = try await runner.run(IntentA())
            #expect(router.take() == .actionA)
            _ = try await runner.run(IntentB())
            #expect(router.take() == .actionB)
            // A background intent that opens a foreground one: the opened one reaches the router.
            let background = try await runner.run(BackgroundIntent())
            #expect(background.openedIntentResult != nil)
            #expect(router.take() == .actionB)
        }
        #expect(router.pending == nil)
        #expect(IntentA.runsInForeground && IntentB.runsInForeground && !BackgroundIntent.runsInForeground)
    }

    @Test(arguments: [
        ("en", "Do thing A in Sanasto", AppAction.actionA),
        ("fi", "Tee asia B Sanasto-sovelluksessa", .actionB),
        ("tr", "Sanasto'da A işini yap", .actionA),
        ("tr", "Not'ta B işini yap", .actionB),
    ])
    func matchedPhrasesReachTheRouter(locale: String, utterance: String, action: AppAction) async throws {
        let router = ActionRouter<AppAction>()
        let environment = ActionAppStrings.environment(locale)
        let matcher = ShortcutMatcher(provider: ActionShortcuts.self, environment: environment,
                                      applicationName: "Sanasto", alternativeNames: ["Not"])
        let result = try await SampleRouter.$current.withValue(router) {
            try await matcher.run(utterance, using: IntentRunner(environment: environment))
        }
        #expect(result != nil)
        #expect(router.take() == action)
    }

    @Test func intentTitlesAreLocalized() throws {
        #expect(ActionAppStrings.environment("tr").render(IntentA.title) == "A işini yap")
        let description = try #require(IntentA.intentDescription)
        #expect(ActionAppStrings.environment("en").render(description.descriptionText) == "Does thing A.")
    }
}
#endif
