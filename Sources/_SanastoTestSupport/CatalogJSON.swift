/// A catalog with one key: its localizations as `language: (state, value)`.
public func catalogJSON(sourceLanguage: String = "en", key: String, _ units: [(String, String, String)]) -> String {
    let localizations = units.map { language, state, value in
        #""\#(language)": {"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
    }.joined(separator: ",\n")
    return #"{"sourceLanguage": "\#(sourceLanguage)", "version": "1.0", "strings": {"\#(key)": {"localizations": {\#(localizations)}}}}"#
}
