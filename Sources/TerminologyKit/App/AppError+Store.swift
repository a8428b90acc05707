import Foundation

extension AppError {
    /// The store's error as the user reads it, in `language`.
    ///
    /// The library's state is named in the user's language; what the store says about a value it refused (for the
    /// rare case the app did not check first) is quoted after it, translated where it is one of the store's own
    /// sentences.
    public init(_ error: StoreError, language: AppLanguage) {
        let locale = language.locale
        let library = error.location
        // The store's own words for what it refused, in the user's language where the catalog has them.
        let translated = error.localizableDetail?.moduleText(locale: locale)
        switch error.reason {
        case .notALibrary:
            self.init(.notALibrary, String(
                localized: "\(library) is not a Sanasto library; it was left as it was.", bundle: .module, locale: locale,
                comment: "The library file is another application's database or not a database; the argument is its path."))
        case .newerLibrary(let found, let readable):
            let version: Int = found
            let supported: Int = readable
            self.init(.newerLibrary, String(
                localized: "\(library) was written by a newer version of Sanasto (library version \(version); this version reads up to \(supported)); it was left as it was.",
                bundle: .module, locale: locale, comment: "The library's schema is newer than this program; path, then two version numbers."))
        case .busy:
            self.init(.busy, String(
                localized: "Another program kept the library \(library) busy; try again in a moment.", bundle: .module, locale: locale,
                comment: "Another process held the library's write lock longer than the timeout."))
        case .damaged(let detail):
            self.init(.damaged, String(
                localized: "The library \(library) holds data this version did not write (\(detail)).", bundle: .module, locale: locale,
                comment: "A damaged or hand-edited library; the detail in parentheses is technical, in English."))
        case .database(let number, let message):
            let code = String(number)
            self.init(.failed, String(
                localized: "The library \(library) could not be read or written: \(message) (code \(code)).", bundle: .module, locale: locale,
                comment: "A database failure; the message is the database's own, in English."))
        case .server(let state, let message):
            self.init(.failed, String(
                localized: "The library \(library) could not be read or written on its server: \(message) (SQLSTATE \(state)).",
                bundle: .module, locale: locale,
                comment: "A PostgreSQL server's failure; the message is the server's own, in English, then its five-character error code."))
        case .notFound(let english):
            let detail = translated ?? english
            self.init(.notFound, String(
                localized: "Not found: \(detail).", bundle: .module, locale: locale,
                comment: "Something the store was asked for does not exist; the detail is the store's own sentence (no concept with id …)."))
        case .invalid(let english):
            let detail = translated ?? english
            self.init(.invalidData, String(
                localized: "The library refused the change: \(detail).", bundle: .module, locale: locale,
                comment: "The store refused a value; the detail is the store's own sentence (the title is empty)."))
        case .conflict(let english):
            let detail = translated ?? english
            self.init(.conflict, String(
                localized: "The change conflicts with the library: \(detail).", bundle: .module, locale: locale,
                comment: "The store refused a change that conflicts with what it holds; the detail is the store's own sentence."))
        case .misuse(let detail):
            self.init(.failed, String(
                localized: "Internal error: \(detail).", bundle: .module, locale: locale,
                comment: "A programming error inside the app; the detail is technical, in English."))
        }
    }
}
