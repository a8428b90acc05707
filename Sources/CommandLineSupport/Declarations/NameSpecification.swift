/// The names an option or flag is spelled with: `--long-name`, `-s`, or both.
///
/// The long name defaults to the property's name in kebab case (`developmentLanguage` → `--development-language`);
/// the short name to its first letter.
public struct NameSpecification: Sendable, Hashable {
    enum Element: Sendable, Hashable {
        case long
        case short
        case customLong(String)
        case customShort(Character)
    }

    let elements: [Element]

    /// The long name from the property's name.
    public static let long = NameSpecification(elements: [.long])
    /// The short name from the first letter of the property's name.
    public static let short = NameSpecification(elements: [.short])
    /// Both the long and the short name from the property's name.
    public static let shortAndLong = NameSpecification(elements: [.short, .long])

    /// A long name of its own, without the dashes (`.customLong("output-directory")`).
    public static func customLong(_ name: String) -> NameSpecification { NameSpecification(elements: [.customLong(name)]) }
    /// A short name of its own (`.customShort("o")`).
    public static func customShort(_ letter: Character) -> NameSpecification { NameSpecification(elements: [.customShort(letter)]) }

    /// Several names: `[.customShort("o"), .long]`.
    public init(_ names: [NameSpecification]) {
        elements = names.flatMap(\.elements)
    }

    init(elements: [Element]) {
        self.elements = elements
    }

    /// The long and short names of a property called `label`.
    func resolve(label: String) -> (long: String?, short: Character?) {
        var long: String?
        var short: Character?
        for element in elements {
            switch element {
            case .long: long = NameSpecification.kebabCase(label)
            case .short: short = label.first
            case .customLong(let name): long = name
            case .customShort(let letter): short = letter
            }
        }
        return (long, short)
    }

    /// `developmentLanguage` → `development-language`, `noComments` → `no-comments`, `appURL` → `app-url`.
    static func kebabCase(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previousIsLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                let previousIsUpper = index > 0 && characters[index - 1].isUppercase
                if index > 0 && (previousIsLower || (previousIsUpper && nextIsLower)) { result.append("-") }
                result += character.lowercased()
            } else if character == "_" {
                result.append("-")
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension NameSpecification: ExpressibleByArrayLiteral {
    /// Several names: `[.customShort("o"), .customLong("output")]`.
    public init(arrayLiteral elements: NameSpecification...) {
        self.init(elements)
    }
}
