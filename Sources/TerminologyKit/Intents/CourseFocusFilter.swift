// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import Foundation
import IntentKit

/// The course focus: while a Focus with this filter is on, the app's lists, search, study and term of the day show
/// only the terminologies of one course.
///
/// Run through the app's runner, its course becomes the current filter of the app's focus center, kept in the
/// library; the app reads it back as its scope (``TerminologyApp/focusScope()``).
public struct CourseFocusFilter: SetFocusFilterIntent {
    public static let title: LocalizedStringResource = "Course Focus"
    public static let description = IntentDescription("Shows only the terminologies of one course.")

    @Parameter(title: "Course", requestValueDialog: "Which course?")
    public var course: CourseEntity

    public init() {}

    /// A filter focusing on `course`.
    public init(course: CourseEntity) {
        self.course = course
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Showing only \(course.name.isEmpty ? course.id : course.name)")
    }
}
#endif
