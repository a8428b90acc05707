import Foundation
import PackagePlugin

/// Generates typed `LocalizedStringResource` accessors for every String Catalog of a target, at build time.
///
/// Each `.xcstrings` file of the target (its resources) is passed to `xcstrings generate`, which writes
/// `<Table>Accessors.swift` into the plugin's work folder; SwiftPM compiles it with the target and runs the command
/// again when the catalog changes. In a package target the strings are looked up in `Bundle.module`; in an Xcode app
/// target in the main bundle. Off Apple platforms the target must depend on Sanasto's `Localization`, which provides
/// `LocalizedStringResource` there.
@main
struct XCStringsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let catalogs = module.sourceFiles.filter { $0.url.pathExtension == "xcstrings" }.map(\.url)
        return try commands(
            for: catalogs, tool: try context.tool(named: "xcstrings").url, workFolder: context.pluginWorkDirectoryURL,
            bundle: "module")
    }

    /// One `xcstrings generate` per catalog, in a stable order.
    func commands(for catalogs: [URL], tool: URL, workFolder: URL, bundle: String) throws -> [Command] {
        var tables: [String: URL] = [:]
        var commands: [Command] = []
        for catalog in catalogs.sorted(by: { $0.path < $1.path }) {
            let table = catalog.deletingPathExtension().lastPathComponent
            if let other = tables[table] {
                throw XCStringsPluginError(message: "\(other.path) and \(catalog.path) are both the table '\(table)'")
            }
            tables[table] = catalog
            let output = workFolder.appendingPathComponent("\(table)Accessors.swift")
            commands.append(.buildCommand(
                displayName: "Generating string accessors for \(catalog.lastPathComponent)",
                executable: tool,
                arguments: ["generate", catalog.path, "--output", output.path, "--bundle", bundle],
                inputFiles: [catalog],
                outputFiles: [output]))
        }
        return commands
    }
}

/// Why the plugin cannot make its commands.
struct XCStringsPluginError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XCStringsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let catalogs = target.inputFiles.filter { $0.url.pathExtension == "xcstrings" }.map(\.url)
        return try commands(
            for: catalogs, tool: try context.tool(named: "xcstrings").url, workFolder: context.pluginWorkDirectoryURL,
            bundle: "main")
    }
}
#endif
