// Tests of Localization's LocalizedStringResource, String.LocalizationValue and String(localized:): declared only where Foundation lacks them.
#if !canImport(Darwin)
import Foundation
import Testing
@testable import Localization

/// An argument that shows the language it is rendered in (and `-` without one).
private struct LanguageTag: LocalizableArgument {
    var prefix: String
    func formatArgument(in context: LocalizableArgumentContext) -> FormatArgument {
        .string(prefix + (context.language ?? "-"))
    }
}

/// An integer argument that depends on the language (for a `%lld` specifier).
private struct LanguageLength: LocalizableArgument {
    func formatArgument(in context: LocalizableArgumentContext) -> FormatArgument {
        .int(Int64(context.language?.count ?? 0))
    }
}

@Suite struct LocalizableArgumentTests {
    static func folder() throws -> TemporaryFolder {
        try TemporaryFolder([
            "en.lproj/Localizable.strings": "\"Task: %@\" = \"Task: %@\";\n\"Done\" = \"Done\";\n",
            "fi.lproj/Localizable.strings": "\"Task: %@\" = \"Tehtävä: %@\";\n\"Done\" = \"Valmis\";\n\"Tag %@\" = \"Tunniste %@\";\n",
            "tr.lproj/Localizable.strings": "\"Task: %@\" = \"Görev: %@\";\n\"Done\" = \"Bitti\";\n",
        ])
    }

    @Test(arguments: [(nil, "Tehtävä: Valmis"), ("tr", "Görev: Bitti"), ("en", "Task: Done")] as [(String?, String)])
    func aNestedResourceRendersInTheOuterLanguage(language: String?, expected: String) throws {
        let folder = try Self.folder()
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi"])
        let status: LocalizedStringResource = "Done"
        let toast = LocalizedStringResource("Task: \(status)", bundle: .localizer(localizer))
        #expect(toast.key == "Task: %@")
        #expect(toast.resolved(language: language).string == expected)
        #expect(localizer.string(LocalizedStringResource("Task: \(status)"), language: language) == expected)
        #expect(localizer.string("Task: \(status)", language: language) == expected)
    }

    @Test func theNestedResourceUsesTheOuterLocalizerWhenOneIsGiven() throws {
        let folder = try Self.folder()
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["tr"])
        // The nested resource's own source (the main bundle) holds nothing: the given localizer is used.
        let status: LocalizedStringResource = "Done"
        #expect(LocalizedStringResource("Task: \(status)").resolved(with: localizer).string == "Görev: Bitti")
    }

    @Test func theArgumentSeesTheLanguageTheValueWasFoundIn() throws {
        let folder = try Self.folder()
        let localizer = Localizer(folder: folder.url, developmentLanguage: "en", preferredLanguages: ["fi-FI"])
        var value = String.LocalizationValue.StringInterpolation(literalCapacity: 4, interpolationCount: 1)
        value.appendLiteral("Tag ")
        value.appendInterpolation(localizable: LanguageTag(prefix: "#"))
        let resource = LocalizedStringResource(String.LocalizationValue(stringInterpolation: value), bundle: .localizer(localizer))
        #expect(resource.key == "Tag %@")
        #expect(resource.resolved().string == "Tunniste #fi")
        // Not found in English: the requested language is what the argument sees.
        #expect(resource.resolved(language: "en").string == "Tag #en")
    }

    @Test func aSpecifierOtherThanObjectIsKept() {
        var value = String.LocalizationValue.StringInterpolation(literalCapacity: 2, interpolationCount: 1)
        value.appendInterpolation(localizable: LanguageLength(), specifier: "%lld")
        value.appendLiteral(" letters")
        let resource = LocalizedStringResource(String.LocalizationValue(stringInterpolation: value))
        #expect(resource.key == "%lld letters")
        #expect(resource.defaultValue.arguments == [.int(0)])
        let context = LocalizableArgumentContext(language: "fil") { $0.key }
        #expect(resource.arguments(in: context) == [.int(3)])
    }

    @Test func argumentsHoldTheUnlocalizedRendering() {
        let count = 3
        let status = LocalizedStringResource("status.done", defaultValue: "Done (\(count))")
        let toast: LocalizedStringResource = "\(status) at 100%"
        #expect(toast.key == "%@ at 100%%")
        #expect(toast.defaultValue.arguments == [.string("Done (3)")])
        #expect(toast.defaultValue.localizableArguments.keys.sorted() == [0])
        #expect(toast.defaultString == "Done (3) at 100%")
        let context = LocalizableArgumentContext(language: "fi") { "<\($0.key)>" }
        #expect(toast.arguments(in: context) == [.string("<status.done>")])
        #expect(LocalizedStringResource("plain \("text")").arguments(in: context) == [.string("text")])
    }

    @Test func positionsOutsideTheArgumentsAreIgnored() {
        var resource: LocalizedStringResource = "\(LocalizedStringResource("Done"))"
        resource.defaultValue.arguments = []
        #expect(resource.arguments(in: .unlocalized).isEmpty)
    }

    @Test func equalityAndHashingIncludeTheLocalizableArguments() {
        let done: LocalizedStringResource = "Task: \(LocalizedStringResource("Done"))"
        let same: LocalizedStringResource = "Task: \(LocalizedStringResource("Done"))"
        let other = LocalizedStringResource("Task: \(LocalizedStringResource("Done", table: "Other"))")
        let plain: LocalizedStringResource = "Task: \("Done")"
        #expect(done == same)
        #expect(done.hashValue == same.hashValue)
        #expect(done != other)
        #expect(done != plain)
        #expect(Set([done, same, other, plain]).count == 3)
        #expect(LocalizableArgumentBox(LanguageTag(prefix: "a")) != LocalizableArgumentBox(LocalizedStringResource("a")))
        #expect(LocalizableArgumentBox(LanguageTag(prefix: "a")) == LocalizableArgumentBox(LanguageTag(prefix: "a")))
        #expect(LocalizableArgumentBox(LanguageTag(prefix: "a")) != LocalizableArgumentBox(LanguageTag(prefix: "b")))
    }
}

@Suite struct LocalizableArgumentSourceTests {
    @Test func aNestedResourceWithItsOwnSourceKeepsIt() throws {
        let outerFolder = try LocalizableArgumentTests.folder()
        let ownFolder = try TemporaryFolder(["fi.lproj/Localizable.strings": "\"Done\" = \"Tehty\";\n"])
        let outer = Localizer(folder: outerFolder.url, developmentLanguage: "en", preferredLanguages: ["fi"])
        let own = Localizer(folder: ownFolder.url, developmentLanguage: "en", preferredLanguages: ["tr"])
        let status = LocalizedStringResource("Done", bundle: .localizer(own))
        let toast = LocalizedStringResource("Task: \(status)", bundle: .localizer(outer))
        // Its own localizer, in the outer resource's language (fi, not its own preference tr).
        #expect(toast.resolved().string == "Tehtävä: Tehty")
        // An explicit localizer replaces every source.
        #expect(toast.resolved(with: outer).string == "Tehtävä: Valmis")
    }
}
#endif
