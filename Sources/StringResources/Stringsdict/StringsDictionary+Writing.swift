import Foundation

extension StringsDictionary {
    /// The dictionary as a property list, keys in the model's order: in an entry the format key first,
    /// then the variables, then unknown keys; in a variable its rule type, value type, forms, then unknown keys.
    public var propertyList: PropertyList {
        .dictionary(PropertyListDictionary(entries.map { PropertyListDictionary.Entry(key: $0.key, value: $0.propertyList) }))
    }

    /// The `.stringsdict` file in Xcode's XML layout.
    public func serialized() -> Data {
        propertyList.xmlSerialized()
    }

    /// Writes the `.stringsdict` file to `url` atomically.
    public func write(to url: URL, createFolders: Bool = false) throws {
        try AtomicFile.write(serialized(), to: url, createFolders: createFolders)
    }
}

extension StringsDictEntry {
    /// The entry's value as a property list.
    public var propertyList: PropertyList {
        var body = PropertyListDictionary()
        switch content {
        case .plain(let string):
            return .string(string)
        case .widthVariants(let forms):
            body.entries.append(.init(key: StringsDictionary.widthRuleKey, value: .dictionary(forms.propertyListDictionary)))
        case .deviceVariants(let variants):
            let devices = PropertyListDictionary(variants.map { PropertyListDictionary.Entry(key: $0.device, value: $0.propertyList) })
            body.entries.append(.init(key: StringsDictionary.deviceRuleKey, value: .dictionary(devices)))
        case .format(let formatKey, let variables):
            body.entries.append(contentsOf: Self.formatEntries(formatKey: formatKey, variables: variables))
        }
        body.entries.append(contentsOf: unknownKeys)
        return .dictionary(body)
    }

    /// The format key and the variables of a dictionary of the usual shape.
    fileprivate static func formatEntries(formatKey: String, variables: [StringsDictVariable]) -> [PropertyListDictionary.Entry] {
        [.init(key: StringsDictionary.formatKeyKey, value: .string(formatKey))]
            + variables.map { .init(key: $0.name, value: $0.propertyList) }
    }
}

extension StringsDictDeviceVariant {
    /// The device's value as a property list: a `<string>`, or a `<dict>` with the format key, the variables, then other keys.
    public var propertyList: PropertyList {
        switch value {
        case .string(let string):
            return .string(string)
        case .format(let formatKey, let variables, let unknownKeys):
            return .dictionary(PropertyListDictionary(StringsDictEntry.formatEntries(formatKey: formatKey, variables: variables) + unknownKeys))
        }
    }
}

extension StringsDictVariable {
    /// The variable as a property list.
    public var propertyList: PropertyList {
        var body = PropertyListDictionary()
        body.entries.append(.init(key: StringsDictionary.specTypeKey, value: .string(ruleType.rawValue)))
        if let valueType {
            body.entries.append(.init(key: StringsDictionary.valueTypeKey, value: .string(valueType)))
        }
        body.entries.append(contentsOf: forms.propertyListDictionary.entries)
        body.entries.append(contentsOf: unknownKeys)
        return .dictionary(body)
    }
}

extension [StringsDictForm] {
    fileprivate var propertyListDictionary: PropertyListDictionary {
        PropertyListDictionary(map { PropertyListDictionary.Entry(key: $0.name, value: .string($0.value)) })
    }
}
