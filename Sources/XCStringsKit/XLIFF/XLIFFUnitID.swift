import StringResources

/// The `id` of a trans-unit as Xcode spells it for a String Catalog: the key, and for a variation the key, `|==|` and
/// the variation's path.
///
/// `term(s)|==|plural.one`, `Tap|==|device.iphone`, `chained|==|device.iphone.plural.one`,
/// `multi|==|substitutions.BIRDS.plural.other`; a substitution name that holds a `.` is written between `@`
/// (`substitutions.@DOT.NAME@.plural.one`). A suffix that is no such path (`plain|==|word`) is part of the key.
enum XLIFFUnitID {
    /// The separator between a key and its variation path.
    static let separator = "|==|"

    /// The id of the string unit at `path` under `key`.
    static func make(key: String, path: [CatalogStringUnitLeaf.Step]) -> String {
        guard !path.isEmpty else { return key }
        return key + separator + suffix(path)
    }

    /// The variation path as the id spells it: `device.iphone.plural.one`.
    static func suffix(_ path: [CatalogStringUnitLeaf.Step]) -> String {
        path.map { step in
            switch step {
            case .plural(let category): "plural." + category
            case .device(let device): "device." + device
            case .substitution(let name): "substitutions." + (name.contains(".") ? "@\(name)@" : name)
            }
        }.joined(separator: ".")
    }

    /// The path a suffix spells, or `nil` when it is none (an unknown kind, category or device, an empty name).
    static func path(fromSuffix suffix: Substring) -> [CatalogStringUnitLeaf.Step]? {
        var steps: [CatalogStringUnitLeaf.Step] = []
        var rest = suffix
        func token() -> Substring? {
            guard !rest.isEmpty else { return nil }
            if let dot = rest.firstIndex(of: ".") {
                let word = rest[..<dot]
                rest = rest[rest.index(after: dot)...]
                // A path never ends in `.`.
                return rest.isEmpty ? nil : word
            }
            let word = rest
            rest = rest[rest.endIndex...]
            return word
        }
        while !rest.isEmpty {
            guard let kind = token() else { return nil }
            switch kind {
            case "plural":
                guard let category = token(), CatalogVariations.pluralCategories.contains(String(category)) else { return nil }
                steps.append(.plural(String(category)))
            case "device":
                guard let device = token(), CatalogVariations.devices.contains(String(device)) else { return nil }
                steps.append(.device(String(device)))
            case "substitutions":
                let name: Substring
                if rest.hasPrefix("@") {
                    // `@name@` ends at the `@` followed by `.` or by the end.
                    var end: Substring.Index?
                    var index = rest.index(after: rest.startIndex)
                    while index < rest.endIndex {
                        let next = rest.index(after: index)
                        if rest[index] == "@", next == rest.endIndex || rest[next] == "." {
                            end = index
                            break
                        }
                        index = next
                    }
                    guard let end, end > rest.index(after: rest.startIndex) else { return nil }
                    name = rest[rest.index(after: rest.startIndex)..<end]
                    rest = rest[rest.index(after: end)...]
                    if rest.hasPrefix(".") {
                        rest = rest.dropFirst()
                        if rest.isEmpty { return nil }
                    }
                } else {
                    guard let word = token() else { return nil }
                    name = word
                }
                guard !name.isEmpty, !name.contains("@") else { return nil }
                steps.append(.substitution(String(name)))
            default:
                return nil
            }
        }
        return isValid(steps) ? steps : nil
    }

    /// Whether a path leads to a string unit as catalogs nest them: a substitution only first and followed by its
    /// variations, at most one plural and one device step.
    static func isValid(_ steps: [CatalogStringUnitLeaf.Step]) -> Bool {
        guard let last = steps.last else { return false }
        if case .substitution = last { return false }
        var plurals = 0, devices = 0
        for (index, step) in steps.enumerated() {
            switch step {
            case .plural: plurals += 1
            case .device: devices += 1
            case .substitution: if index > 0 { return false }
            }
        }
        return plurals <= 1 && devices <= 1
    }

    /// The ways `id` can be read: the whole id as a key, and each key before a `|==|` followed by a valid path.
    static func readings(of id: String) -> [(key: String, path: [CatalogStringUnitLeaf.Step])] {
        var readings: [(key: String, path: [CatalogStringUnitLeaf.Step])] = [(id, [])]
        var searchStart = id.startIndex
        while let range = id.range(of: separator, range: searchStart..<id.endIndex) {
            if let path = path(fromSuffix: id[range.upperBound...]) {
                readings.append((String(id[..<range.lowerBound]), path))
            }
            searchStart = id.index(after: range.lowerBound)
        }
        return readings
    }
}
