// The first seed's category subtitle, as an executable target: a `.stringsdict` read with `NSLocalizedString` and
// `String.localizedStringWithFormat`, and a String Catalog read with `String(localized:)` — neither given a bundle,
// as an app's code gives none. On Linux and Windows `.main` is this executable's SwiftPM resource bundle (Sanasto's
// `NSLocalizedString` and `String(localized:)` read it). On Apple platforms they are Foundation's, and SwiftPM puts an
// executable's resources in `Bundle.module`, not its main bundle: there the output is the keys.
//
//     swift run TerminologySubtitle 0 1 40        # in the user's language (LANGUAGE, LC_ALL, LANG)
//     LANGUAGE=fi swift run TerminologySubtitle 1000

import Foundation
import Localization

struct Category {
    var name: String
    var termCount: Int
}

/// The seed's function, as written.
func categorySubTitle(_ category: Category) -> String {
    let format = NSLocalizedString("term(s) in category", comment: "");
    return String.localizedStringWithFormat(format, category.termCount)
}

let counts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for count in counts.isEmpty ? [0, 1, 40] : counts {
    print(categorySubTitle(Category(name: "Biologia", termCount: count)))
}
let teacher = "Aino"
print(String(localized: "Shared by \(teacher)"))
