import Foundation
import IntentKit
import Localization

/// A freedesktop.org Desktop Entry (`.desktop` file, Desktop Entry Specification 1.4, which every validator in use knows) for the app: its name in each
/// language from the `InfoPlist` catalog, and one desktop action per home-screen quick action, each running
/// `sanasto quick-action <type>` — the menu a desktop shows on the launcher, as the home screen shows on an icon.
public struct DesktopEntry: Sendable {
    /// One `[Desktop Action …]` group.
    public struct Action: Sendable {
        /// The action's identifier in `Actions=` (letters, digits and `-`).
        public var identifier: String
        /// The name in the development language, then per language.
        public var name: String
        public var localizedNames: [(String, String)]
        /// The command line.
        public var exec: String
    }

    /// `Name=` and `Name[lang]=`.
    public var name: String
    public var localizedNames: [(String, String)]
    /// `Comment=` and `Comment[lang]=`.
    public var comment: String
    public var localizedComments: [(String, String)]
    /// `Exec=` of the entry itself.
    public var exec: String
    public var actions: [Action]

    /// The entry for `items`, run as `executable` (a name on `PATH`, or a path), named from `localizer`'s
    /// `InfoPlist` and `Localizable` tables in `languages` (the first is the development language, written unmarked).
    public init(items: [QuickActionItem], executable: String, localizer: Localizer, languages: [String], bundle: Bundle) {
        let development = languages.first ?? "en"
        func infoPlist(_ key: String, _ language: String) -> String {
            localizer.result(key, table: QuickActionItem.table, language: language).string
        }
        func comment(_ language: String) -> String {
            String(
                localized: "Study course terminologies and add your own terms, in English, Finnish and Turkish.", bundle: bundle,
                locale: Locale(identifier: language), comment: "The Comment of the app's desktop entry (a launcher's tooltip).")
        }
        let program = Self.quoted(executable)
        name = infoPlist("CFBundleDisplayName", development)
        localizedNames = languages.dropFirst().map { ($0, infoPlist("CFBundleDisplayName", $0)) }
        self.comment = comment(development)
        localizedComments = languages.dropFirst().map { ($0, comment($0)) }
        exec = program + " today"
        actions = items.map { item in
            let environment = IntentEnvironment(localizer: localizer, locale: development)
            return Action(
                identifier: Self.identifier(for: item.type),
                name: item.title(in: environment),
                localizedNames: languages.dropFirst().map { ($0, item.title(in: IntentEnvironment(localizer: localizer, locale: $0))) },
                exec: program + " quick-action " + Self.quoted(item.type))
        }
    }

    /// The file's text.
    public var text: String {
        var lines = ["[Desktop Entry]", "Type=Application", "Version=1.4"]
        lines.append("Name=" + Self.escaped(name))
        lines += localizedNames.map { "Name[\($0.0)]=" + Self.escaped($0.1) }
        lines.append("Comment=" + Self.escaped(comment))
        lines += localizedComments.map { "Comment[\($0.0)]=" + Self.escaped($0.1) }
        lines += ["Exec=" + Self.escaped(exec), "Icon=accessories-dictionary", "Terminal=true", "Categories=Education;Languages;"]
        lines.append("Actions=" + actions.map { $0.identifier + ";" }.joined())
        for action in actions {
            lines += ["", "[Desktop Action \(action.identifier)]", "Name=" + Self.escaped(action.name)]
            lines += action.localizedNames.map { "Name[\($0.0)]=" + Self.escaped($0.1) }
            lines.append("Exec=" + Self.escaped(action.exec))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The action identifier for a quick-action type: its last dot-separated part, letters, digits and `-` only.
    static func identifier(for type: String) -> String {
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let kept = last.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        return kept.isEmpty ? "action" : String(String.UnicodeScalarView(kept))
    }

    /// An `Exec` argument, quoted as the specification asks when it holds a reserved character, `%` doubled.
    static func quoted(_ argument: String) -> String {
        let reserved: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`"]
        let percent = argument.replacingOccurrences(of: "%", with: "%%")
        guard argument.contains(where: reserved.contains) || argument.isEmpty else { return percent }
        var quoted = "\""
        for character in percent {
            if character == "\"" || character == "`" || character == "$" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// A value with the specification's string escapes (`\\`, `\n`, `\t`, `\r`).
    static func escaped(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }
}
