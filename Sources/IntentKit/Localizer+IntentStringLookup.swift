import Localization

/// Localization's `Localizer` is IntentKit's string lookup: intent titles, dialogs, App Shortcut phrases
/// (`AppShortcuts` table) and quick-action titles (`InfoPlist` table) come straight from an app's catalogs
/// and `.lproj` folders.
///
/// `localizedString(forKey:table:locale:)` negotiates `locale` alone (`tr-TR` finds `tr`), without falling back
/// to other languages, and returns the text as written (a plural variation gives its `other` form);
/// `availableLocales(table:)` lists the table's languages without `Base`.
extension Localizer: IntentStringLookup {}
