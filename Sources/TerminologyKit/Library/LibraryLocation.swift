import Foundation

/// Where the library file is: an explicit path (`--library PATH`), else `SANASTO_LIBRARY`, else
/// `$XDG_DATA_HOME/sanasto/library.sqlite`, else `~/.local/share/sanasto/library.sqlite`.
///
/// Folders on the way are created when the library is opened, not when it is located.
public struct LibraryLocation: Hashable, Sendable, CustomStringConvertible {
    /// Where the path came from, for messages such as "library (from SANASTO_LIBRARY): …".
    public enum Source: String, Hashable, Sendable {
        /// Given explicitly (a command-line option).
        case explicit
        /// The `SANASTO_LIBRARY` environment variable.
        case environment
        /// `$XDG_DATA_HOME/sanasto/library.sqlite`.
        case xdgDataHome
        /// `~/.local/share/sanasto/library.sqlite`.
        case home
    }

    /// The library file.
    public var url: URL
    /// Where the path came from.
    public var source: Source

    public init(url: URL, source: Source) {
        self.url = url
        self.source = source
    }

    /// The file name inside the data folder.
    public static let fileName = "library.sqlite"

    /// Resolves the location from an explicit path, the environment and the home folder.
    ///
    /// A relative path is taken from `currentDirectory`. `XDG_DATA_HOME` counts only when it is an absolute path, as
    /// the XDG Base Directory specification says. Throws `StoreError` when no home folder can be found.
    public static func resolve(
        explicitPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        homeDirectory: URL? = nil
    ) throws -> LibraryLocation {
        func file(_ path: String) -> URL {
            let expanded = expandingTilde(path, environment: environment, homeDirectory: homeDirectory)
            return expanded.hasPrefix("/")
                ? URL(fileURLWithPath: expanded).standardizedFileURL
                : currentDirectory.appendingPathComponent(expanded).standardizedFileURL
        }
        if let explicitPath, !explicitPath.isEmpty { return LibraryLocation(url: file(explicitPath), source: .explicit) }
        if let path = environment["SANASTO_LIBRARY"], !path.isEmpty { return LibraryLocation(url: file(path), source: .environment) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            let url = URL(fileURLWithPath: data).appendingPathComponent("sanasto").appendingPathComponent(fileName)
            return LibraryLocation(url: url.standardizedFileURL, source: .xdgDataHome)
        }
        guard let home = home(environment: environment, homeDirectory: homeDirectory) else {
            throw StoreError(
                operation: "find library", location: "",
                reason: StoreError.Reason.invalid, detail: "no home folder: set HOME, XDG_DATA_HOME or SANASTO_LIBRARY, or give --library PATH")
        }
        let url = home.appendingPathComponent(".local/share/sanasto").appendingPathComponent(fileName)
        return LibraryLocation(url: url.standardizedFileURL, source: .home)
    }

    public var description: String { url.path }

    private static func home(environment: [String: String], homeDirectory: URL?) -> URL? {
        if let homeDirectory { return homeDirectory }
        if let home = environment["HOME"], home.hasPrefix("/") { return URL(fileURLWithPath: home) }
        let fallback = FileManager.default.homeDirectoryForCurrentUser
        return fallback.path.hasPrefix("/") && fallback.path != "/" ? fallback : nil
    }

    /// `~/x` → `<home>/x` (a path from a configuration file or a quoted argument is not expanded by the shell).
    private static func expandingTilde(_ path: String, environment: [String: String], homeDirectory: URL?) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = home(environment: environment, homeDirectory: homeDirectory) else { return path }
        return home.path + path.dropFirst()
    }
}
