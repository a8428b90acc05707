// Typed accessors generated at build time by the XCStringsPlugin from this target's catalogs
// (Resources/Localizable.xcstrings and Resources/Onboarding.xcstrings), resolved with `String(localized:)` in the
// languages given on the command line. On Linux `LocalizedStringResource` is Sanasto's (Localization); on Apple
// platforms it is Foundation's, and the same generated code compiles against it.
//
//     swift run GeneratedAccessorsExample en fi tr

import Foundation
#if !canImport(Darwin)
import Localization
#endif

/// The resource resolved in `language`.
func localized(_ resource: LocalizedStringResource, in language: String) -> String {
    var resource = resource
    resource.locale = Locale(identifier: language)
    return String(localized: resource)
}

let languages = CommandLine.arguments.dropFirst()
for language in languages.isEmpty ? ["en"] : Array(languages) {
    print("[\(language)]")
    let resources: [LocalizedStringResource] = [
        .localizable.settings,
        .localizable.delete,
        .localizable.delete2,
        .localizable.default,
        .localizable.termsInCategory(1),
        .localizable.termsInCategory(40),
        .localizable.sharedTerms("Aino", 12),
        .localizable.courseSummary("Biologia", 1, 1200),
        .localizable.progressInHours(75, 2.5),
        .localizable.quote("fotosynteesi"),
        .onboarding.welcome("Mehmet"),
    ]
    for resource in resources { print(localized(resource, in: language)) }
}
