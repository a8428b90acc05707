/// A string unit found under a localization, with the variation path that leads to it.
///
/// `CatalogLocalization.stringUnitLeaves` lists them all: the localization's own string unit
/// (empty path), each plural or device variation at any depth, and each substitution's variations.
public struct CatalogStringUnitLeaf: Hashable, Sendable {
    /// One step from a localization towards a string unit.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// A plural variation, by category (`one`, `few`…).
        case plural(String)
        /// A device variation, by device (`mac`, `other`…).
        case device(String)
        /// Into a substitution, by its name.
        case substitution(String)

        /// The catalog keys the step passes through: `variations › plural › few`.
        public var keyPath: [String] {
            switch self {
            case .plural(let category): ["variations", "plural", category]
            case .device(let device): ["variations", "device", device]
            case .substitution(let name): ["substitutions", name]
            }
        }

        /// The step as `kind:name` (`plural:few`).
        public var description: String {
            switch self {
            case .plural(let category): "plural:\(category)"
            case .device(let device): "device:\(device)"
            case .substitution(let name): "substitution:\(name)"
            }
        }
    }

    /// The steps from the localization to the node that holds the string unit (empty for its own).
    public var path: [Step]
    /// The string unit.
    public var stringUnit: CatalogStringUnit

    /// Creates a leaf.
    public init(path: [Step], stringUnit: CatalogStringUnit) {
        self.path = path
        self.stringUnit = stringUnit
    }

    /// The catalog keys from the localization to the node holding the string unit,
    /// e.g. `["variations", "plural", "few"]`.
    public var keyPath: [String] { path.flatMap(\.keyPath) }

    /// The substitution the leaf belongs to, if any (the innermost one).
    public var substitution: String? {
        for step in path.reversed() {
            if case .substitution(let name) = step { return name }
        }
        return nil
    }
}

extension CatalogLocalization {
    /// Every string unit under this localization with its variation path, in document order:
    /// its own, then its variations (plural, then device, each nested either way), then each
    /// substitution's.
    public var stringUnitLeaves: [CatalogStringUnitLeaf] {
        var leaves: [CatalogStringUnitLeaf] = []
        var path: [CatalogStringUnitLeaf.Step] = []
        collectLeaves(into: &leaves, path: &path)
        return leaves
    }

    func collectLeaves(into leaves: inout [CatalogStringUnitLeaf], path: inout [CatalogStringUnitLeaf.Step]) {
        if let stringUnit { leaves.append(CatalogStringUnitLeaf(path: path, stringUnit: stringUnit)) }
        variations?.collectLeaves(into: &leaves, path: &path)
        if let substitutions {
            for (name, substitution) in substitutions {
                path.append(.substitution(name))
                substitution.variations?.collectLeaves(into: &leaves, path: &path)
                path.removeLast()
            }
        }
    }
}

extension CatalogVariations {
    func collectLeaves(into leaves: inout [CatalogStringUnitLeaf], path: inout [CatalogStringUnitLeaf.Step]) {
        if let plural {
            for (category, localization) in plural {
                path.append(.plural(category))
                localization.collectLeaves(into: &leaves, path: &path)
                path.removeLast()
            }
        }
        if let device {
            for (name, localization) in device {
                path.append(.device(name))
                localization.collectLeaves(into: &leaves, path: &path)
                path.removeLast()
            }
        }
    }
}

extension StringCatalog {
    /// Calls `body` with every string unit of the catalog: its key, locale and leaf, in document order.
    public func forEachStringUnit(_ body: (_ key: String, _ locale: String, _ leaf: CatalogStringUnitLeaf) throws -> Void) rethrows {
        for (key, entry) in strings {
            for (locale, localization) in entry.localizations {
                for leaf in localization.stringUnitLeaves { try body(key, locale, leaf) }
            }
        }
    }

    /// The full key path of a leaf for messages: `strings › key › localizations › ru › variations › plural › few`.
    public static func keyPath(key: String, locale: String, leaf: CatalogStringUnitLeaf? = nil) -> [String] {
        ["strings", key, "localizations", locale] + (leaf?.keyPath ?? [])
    }

    /// A validation error about a node of this catalog, with its position when the catalog was read.
    public func error(at offset: Int?, keyPath: [String], message: String) -> ResourceError {
        ResourceError(.schema, position: position(ofOffset: offset), keyPath: keyPath, message: message)
    }
}
