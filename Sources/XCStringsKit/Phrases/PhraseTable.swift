import Foundation
import IntentKit
import StringResources

/// Reading the App Shortcut phrases `xcstrings phrases` works on.
public enum PhraseTable {
    /// The phrases of an `AppShortcuts.xcstrings` catalog, a `.strings` file, or a folder holding
    /// `AppShortcuts.xcstrings` or `<language>.lproj/AppShortcuts.strings` files.
    ///
    /// - Throws: ``XCStringsError``: nothing there (66), a file fails to parse (65).
    public static func load(_ path: String) throws(XCStringsError) -> AppShortcutsPhrases {
        let loaded: AppShortcutsPhrases?
        do {
            loaded = try AppShortcutsPhrases.load(URL(fileURLWithPath: path))
        } catch let error as ResourceError {
            throw .malformed([error])
        } catch {
            throw .inputNotFound("cannot read \(path): \(error)")
        }
        guard let loaded else {
            throw .inputNotFound(FileManager.default.fileExists(atPath: path)
                ? "\(path) holds no AppShortcuts.xcstrings and no <language>.lproj/AppShortcuts.strings"
                : "no such file or folder: \(path)")
        }
        return loaded
    }
}
