import Foundation

/// Paths as people typed them: the current folder's path taken out of messages.
public enum DisplayPath {
    /// `text` with the current folder's path removed from the file paths it names.
    public static func relative(_ text: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        return folder.isEmpty || folder == "/" ? text : text.replacingOccurrences(of: folder + "/", with: "")
    }
}
