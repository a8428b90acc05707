// The examples of Localization's DocC articles that read `.main`: `String(localized:)` and `NSLocalizedString` with no
// bundle. On Linux `.main` is an executable's SwiftPM resource bundle, which a test process does not have; so they
// run here, with this executable's catalog (the same as DocumentationTests' `Bundle.module`), and DocumentationTests
// run it and compare what it prints (`LocalizationGettingStartedTests`, `LocalizationAppleAPIMappingTests`,
// `LocalizationDocCommentTests`). The code inside each function is the article's (or documentation comment's), as
// written, followed by what prints its results.
//
//     LANGUAGE=fi swift run LocalizationDocumentationExamples getting-started

import Foundation
import Localization

/// "Getting started with Localization", "Use Foundation's API".
func gettingStarted() {
    let who = "Anna"
    let shared = String(localized: "Shared by \(who)")        // looks up the key "Shared by %@"
    let added: LocalizedStringResource = "Added \(3) terms"   // the key "Added %lld terms"
    print(String(localized: added))

    // The .stringsdict tutorial's way, which crashes with Foundation alone on Linux:
    let format = NSLocalizedString("term(s) in category", comment: "The number of terms in a category")
    print(String.localizedStringWithFormat(format, 40))      // "Kategoriassa on 40 termiä" for a Finnish user

    print(shared)
    print(added.key)
}

/// "Foundation's localization API and Sanasto's", the overview's example.
func appleAPIMapping() {
    let who = "Anna"
    String(localized: "Shared by \(who)")                 // looks up "Shared by %@", shows "Jakanut Anna"
    let dialog: LocalizedStringResource = "Added \(3) terms"   // key "Added %lld terms"

    let format = NSLocalizedString("term(s) in category", comment: "")
    String.localizedStringWithFormat(format, 40)          // "Kategoriassa on 40 termiä"

    // What the comments say, printed for the test to compare.
    print(String(localized: "Shared by \(who)"))
    print(dialog.key)
    print(String.localizedStringWithFormat(format, 40))
}

/// `LocalizedStringResource`'s documentation comment.
func localizedStringResource() {
    let name = "Anna"
    let toast: LocalizedStringResource = "Shared by \(name)"       // key "Shared by %@"
    String(localized: toast)                                       // "Jakanut Anna" for a Finnish user

    print(toast.key)
    print(String(localized: toast))
}

switch CommandLine.arguments.dropFirst().first {
case "getting-started": gettingStarted()
case "apple-api-mapping": appleAPIMapping()
case "localized-string-resource": localizedStringResource()
default:
    FileHandle.standardError.write(Data("usage: LocalizationDocumentationExamples getting-started | apple-api-mapping | localized-string-resource\n".utf8))
    exit(64)
}
