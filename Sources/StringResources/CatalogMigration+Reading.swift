import Foundation

extension CatalogMigration {
    /// The key under which compiled `.stringsdict` entries carry their comment.
    static let commentKey = "Comment"
    /// The top-level key of Apple's device-specific entries.
    static let deviceRuleKey = "NSStringDeviceSpecificRuleType"

    /// Reads a `.stringsdict` file: every entry in file order, including top-level device entries.
    ///
    /// Structure errors are those of ``StringsDictionary/init(parsing:file:)``, with the line and column
    /// in the file read.
    static func readStringsDictionary(at url: URL) throws(ResourceError) -> [CatalogMigrationLegacyEntry] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ResourceError(file: url.path, message: "cannot read the file: \(error.localizedDescription)")
        }
        let value: PropertyList
        let xmlBytes: [UInt8]?
        do {
            (value, xmlBytes) = try PropertyList.parseDocument(Array(data))
        } catch {
            throw error.inFile(url.path)
        }
        guard case .dictionary(let top) = value else {
            throw ResourceError(file: url.path, message: "a .stringsdict must be a dictionary, found <\(value.typeName)>")
        }
        func position(_ offset: Int?) -> SourcePosition? {
            guard let offset, let xmlBytes else { return nil }
            return SourcePosition(offset: offset, in: xmlBytes)
        }
        /// Parses a property list built from part of the file; errors point at `offset` in the file.
        func parsePart(_ dictionary: PropertyListDictionary, at offset: Int?) throws(ResourceError) -> StringsDictionary {
            do {
                return try StringsDictionary(parsing: PropertyList.dictionary(dictionary).xmlSerialized(), file: url.path)
            } catch {
                var moved = error
                moved.position = position(offset)
                throw moved
            }
        }

        let isDeviceEntry: (PropertyListDictionary.Entry) -> Bool = { item in
            guard case .dictionary(let body) = item.value else { return false }
            return body.entry(deviceRuleKey) != nil && body.entry(StringsDictionary.formatKeyKey) == nil
        }
        let ordinary: StringsDictionary
        if top.entries.contains(where: isDeviceEntry) {
            var rest = top
            rest.entries.removeAll(where: isDeviceEntry)
            do {
                ordinary = try StringsDictionary(parsing: PropertyList.dictionary(rest).xmlSerialized(), file: url.path)
            } catch {
                // Point at the entry in the file read, not in the rebuilt text.
                var moved = error
                let offset = error.keyPath.first.flatMap { top.entry($0)?.keyOffset }
                moved.position = position(offset)
                throw moved
            }
        } else {
            ordinary = try StringsDictionary(parsing: data, file: url.path)
        }

        var result: [CatalogMigrationLegacyEntry] = []
        for item in top.entries {
            if isDeviceEntry(item), case .dictionary(let body) = item.value {
                var ignored: [String] = []
                var comment: String?
                var forms: [(name: String, value: CatalogMigrationLegacyEntry.Value)] = []
                for field in body.entries {
                    switch field.key {
                    case deviceRuleKey:
                        guard case .dictionary(let devices) = field.value else {
                            throw ResourceError(file: url.path, position: position(field.valueOffset), keyPath: [item.key, field.key],
                                                message: "\(deviceRuleKey) must be a <dict>, found <\(field.value.typeName)>")
                        }
                        for device in devices.entries {
                            switch device.value {
                            case .string(let string):
                                forms.append((device.key, .plain(string)))
                            case .dictionary:
                                let part = try parsePart(PropertyListDictionary([PropertyListDictionary.Entry(key: item.key, value: device.value)]),
                                                         at: device.valueOffset)
                                if let entry = part.entries.first { forms.append((device.key, .entry(entry))) }
                            default:
                                throw ResourceError(file: url.path, position: position(device.valueOffset), keyPath: [item.key, field.key, device.key],
                                                    message: "a device variant must be a <string> or a <dict>, found <\(device.value.typeName)>")
                            }
                        }
                    case commentKey:
                        if case .string(let text) = field.value { comment = text } else { ignored.append(field.key) }
                    default:
                        ignored.append(field.key)
                    }
                }
                result.append(CatalogMigrationLegacyEntry(key: item.key, value: .device(forms), comment: comment, ignoredKeys: ignored))
                continue
            }
            guard var entry = ordinary[item.key] else { continue }
            var comment: String?
            var ignored: [String] = []
            entry.unknownKeys.removeAll { unknown in
                if unknown.key == commentKey, case .string(let text) = unknown.value {
                    comment = text
                    return true
                }
                ignored.append(unknown.key)
                return false
            }
            result.append(CatalogMigrationLegacyEntry(key: item.key, value: .entry(entry), comment: comment, ignoredKeys: ignored))
        }
        return result
    }
}
