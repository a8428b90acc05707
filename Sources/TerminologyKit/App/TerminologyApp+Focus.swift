// Only where AppIntents is absent (see TerminologyApp.swift).
#if !canImport(AppIntents)
import Foundation
import IntentKit

extension TerminologyApp {
    /// The course the focus filter shows, or nil when there is no focus (or its course is gone).
    public func focusedCourse() async -> Course? {
        await perform { await focusFilters.current(CourseFocusFilter.self)?.course.course }
    }

    /// What lists, search, study and the term of the day cover: the focused course, else the whole library.
    public func focusScope() async -> LibraryScope {
        guard let course = await focusedCourse() else { return .library }
        return .course(course.code)
    }

    /// Focuses on the course `reference` names (its code, or its name), through the course focus filter, as a
    /// Focus turning on would; returns the course.
    public func setFocus(_ reference: String) async throws -> Course {
        let courses = try read { try $0.courses() }
        let needle = TextFolding.fold(reference)
        let matches = courses.filter { TextFolding.fold($0.code) == needle }
        let byName = matches.isEmpty ? courses.filter { TextFolding.fold($0.name) == needle } : matches
        guard let course = byName.first, byName.count == 1 else {
            let codes: String = courses.map(\.code).joined(separator: ", ")
            if byName.count > 1 {
                throw AppError(.usage, String(
                    localized: "Several courses are named “\(reference)”: give the course code (\(byName.map(\.code).joined(separator: ", "))).",
                    bundle: .module, locale: language.locale, comment: "Focus: a course name matches several courses; the list is their codes."))
            }
            if courses.isEmpty {
                throw AppError(.notFound, String(
                    localized: "No terminology of the library belongs to a course, so there is nothing to focus on.",
                    bundle: .module, locale: language.locale, comment: "Focus: the library has no courses at all."))
            }
            throw AppError(.notFound, String(
                localized: "There is no course “\(reference)”; the courses are \(codes).",
                bundle: .module, locale: language.locale, comment: "Focus: an unknown course; the list is the course codes."))
        }
        _ = try await run(CourseFocusFilter(course: CourseEntity(course)))
        try checkFocusWrite()
        return course
    }

    /// Turns the course focus off, as a Focus turning off would.
    public func clearFocus() async throws {
        await focusFilters.clear(CourseFocusFilter.self)
        try checkFocusWrite()
    }

    /// Throws the error of the focus storage's last write, if it failed.
    private func checkFocusWrite() throws {
        if let error = focusStorage.lastError { throw AppError(error, language: language) }
    }
}
#endif
