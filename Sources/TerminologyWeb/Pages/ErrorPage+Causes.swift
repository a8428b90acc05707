// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import TerminologyKit

extension ErrorPage {
    /// What a page says for `error`: its own wording where the app's message tells the user what to type at the
    /// command line (a page names its forms and pages, never a `sanasto` command or option).
    static func message(of error: AppError, locale: Locale) -> String {
        guard let cause = error.cause else { return error.message }
        switch cause {
        case .studyNeedsTwoLanguages(let terminology):
            return String(localized: "“\(terminology)” has one language; studying needs a terminology with two.", bundle: .module, locale: locale,
                          comment: "Studying a terminology with one language; its title.")
        case .severalTerminologies(_, let titles):
            return String(localized: "There are several terminologies; choose one of them: \(titles).", bundle: .module, locale: locale,
                          comment: "An action needs one terminology and several exist; the list is their titles.")
        case .focusedCourseIsEmpty(let course):
            return String(localized: "The course \(course) in focus has no terminologies; choose every course on the Focus page to see them all.",
                          bundle: .module, locale: locale, comment: "The course focus hides every terminology; the course code. 'Focus' is the page's name in the navigation.")
        case .libraryIsEmpty:
            return String(localized: "The course has no terminologies yet; the teacher adds them on the Teach page.", bundle: .module, locale: locale,
                          comment: "An action needs a terminology and there is none. 'Teach' is the teacher's page in the navigation.")
        case .terminologyNeedsLanguage:
            return String(localized: "A terminology needs at least one language: write their codes, such as fi,en,tr.", bundle: .module, locale: locale,
                          comment: "Creating a terminology without languages.")
        case .alreadyInLibrary(let detail):
            return String(localized: "The terminology is in the library already (\(detail)); delete it first to import it again.", bundle: .module,
                          locale: locale, comment: "Importing a terminology that is there already; the detail is in English.")
        case .invalidEntries(let count, let first):
            return String(localized: "\(count) entries of the file are wrong, and nothing was imported; the first: \(first).", bundle: .module,
                          locale: locale, comment: "An import refused for bad entries: how many, then the first one's problem in English.")
        case .severalCategories(let name):
            return String(localized: "Several terminologies have a category “\(name)”; open the terminology's own page to choose it.", bundle: .module,
                          locale: locale, comment: "A category name found in several terminologies.")
        case .definitionWithoutTerm(let language):
            return String(localized: "Write the term in \(language) before its definition.", bundle: .module, locale: locale,
                          comment: "A definition for a language the term has no text in; the language code.")
        case .termNeedsPlace:
            return String(localized: "Choose a category or a terminology for the term.", bundle: .module, locale: locale,
                          comment: "Adding a term without a category or terminology.")
        }
    }
}
#endif
