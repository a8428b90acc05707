// The app's engine (its intents, runner and focus filters) exists only where AppIntents is absent; see main.swift.
#if !canImport(AppIntents)
import TerminologyKit

extension Session {
    /// A terminology's categories, one per line with the seed's subtitle: "Soluhengitys · Kategoriassa on 40 termiä".
    func printCategories(_ section: CategoryListSection, heading: Bool) {
        let indent = heading ? "  " : "  "
        if heading {
            var title = bold(section.terminology.title)
            if !section.terminology.course.code.isEmpty { title += " (\(section.terminology.course.code))" }
            print(title)
        }
        if section.rows.isEmpty {
            print(indent + dim(String(localized: "No categories yet.", locale: locale, comment: "A terminology without categories in the category list.")))
        }
        for row in section.rows { print(indent + row.category.name + dim(" · " + row.subtitle)) }
        if section.uncategorizedCount > 0 {
            print(indent + dim(String(
                localized: "uncategorized.terms", defaultValue: "\(section.uncategorizedCount) terms in no category", locale: locale,
                comment: "The category list's last line: how many terms have no category.")))
        }
    }
}
#endif
