// Only where AppIntents is absent (see IntentKit's AppIntent.swift for the condition).
#if !canImport(AppIntents)
import IntentKit

/// The app's App Intents by name (`AddTermIntent`), for a caller that names them (a web API's `POST /intents/<name>`).
public enum SanastoIntents {
    /// Every intent type of the app, the shortcuts' first.
    public static let all: [any AppIntent.Type] = [
        AddTermIntent.self, OpenCategoryIntent.self, SearchTermsIntent.self, StudyNowIntent.self, MarkTermLearnedIntent.self,
        CourseFocusFilter.self,
    ]

    /// The intent type called `name` (its type name), or nil.
    public static func type(named name: String) -> (any AppIntent.Type)? {
        byName[name]
    }

    /// ``all`` by type name, made once (a type's name is `String(describing:)`, which costs a microsecond a call).
    private static let byName: [String: any AppIntent.Type] = Dictionary(
        all.map { (String(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
}
#endif
