import Foundation
import _SanastoTestSupport

/// Paths to `../shared` (CLDR data and peer fixtures), which the conformance suites read in place.
enum SharedData {
    /// The package root (the folder holding Package.swift).
    static let packageRoot = TestPaths.packageRoot

    /// `../shared` next to the package.
    static let root = TestPaths.shared

    /// CLDR 48's plural JSON.
    static let cldr = root.appendingPathComponent("cldr/48")

    /// The peer plural fixtures.
    static let fixtures = root.appendingPathComponent("fixtures/plurals")

    /// Whether `../shared` exists; suites that need it are skipped (and say so) without it.
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: cldr.appendingPathComponent("plurals.json").path) }

    /// Reads a JSON file below `../shared`; empty when absent or malformed.
    static func json(_ url: URL) -> Any? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONSerialization.jsonObject(with: data)
    }

    /// One CLDR rule: locale (CLDR spelling), type, category and rule text.
    struct CLDRRule: CustomStringConvertible, Sendable {
        var locale: String
        var type: String
        var category: String
        var text: String
        var description: String { "\(locale) \(type) \(category)" }
    }

    /// Every rule of plurals.json and ordinals.json (empty without `../shared`).
    static let cldrRules: [CLDRRule] = {
        var result: [CLDRRule] = []
        for (file, key, type) in [("plurals.json", "plurals-type-cardinal", "cardinal"), ("ordinals.json", "plurals-type-ordinal", "ordinal")] {
            guard let object = json(cldr.appendingPathComponent(file)) as? [String: Any],
                  let supplemental = object["supplemental"] as? [String: Any],
                  let locales = supplemental[key] as? [String: [String: String]]
            else { continue }
            for (locale, rules) in locales.sorted(by: { $0.key < $1.key }) {
                for (name, text) in rules.sorted(by: { $0.key < $1.key }) {
                    result.append(CLDRRule(locale: locale, type: type, category: String(name.dropFirst("pluralRule-count-".count)), text: text))
                }
            }
        }
        return result
    }()
}
