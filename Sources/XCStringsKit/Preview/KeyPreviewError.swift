import Localization
import StringResources

/// Why a ``KeyPreviewRenderer`` could not be made or could not preview a key.
public enum KeyPreviewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input path does not exist.
    case inputNotFound(path: String)
    /// The folder holds no table of this name (no catalog, no `.lproj` table); `available` lists the tables it
    /// does hold.
    case tableNotFound(table: String, folder: String, available: [String])
    /// The input is neither a folder nor a `.xcstrings`, `.strings` or `.stringsdict` file (or a `.strings` file
    /// outside a `<language>.lproj` folder), or `--table` was given with a file.
    case unsupportedInput(path: String, reason: String)
    /// A file of the table could not be read or parsed.
    case malformedInput([ResourceError])
    /// No language holds the key; `suggestions` are the closest keys by edit distance.
    case keyNotFound(key: String, file: String, suggestions: [String])
    /// An argument value does not fit the key's arguments (count or type).
    case badArgument(String)

    /// One line (one per file for malformed input) saying what went wrong.
    public var description: String {
        switch self {
        case .inputNotFound(let path):
            return "no such file or folder: \(path)"
        case .tableNotFound(let table, let folder, let available):
            let known = available.isEmpty ? "it holds no tables" : "its tables: " + available.joined(separator: ", ")
            return "no table '\(table)' in '\(folder)' (\(known))"
        case .unsupportedInput(let path, let reason):
            return "cannot preview '\(path)': \(reason)"
        case .malformedInput(let errors):
            return errors.map(\.description).joined(separator: "\n")
        case .keyNotFound(let key, let file, let suggestions):
            var text = "no key '\(key)' in \(file)"
            if !suggestions.isEmpty {
                text += "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            }
            return text
        case .badArgument(let message):
            return message
        }
    }
}
