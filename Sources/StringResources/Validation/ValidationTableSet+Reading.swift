import Foundation

extension ValidationTableSet {
    /// What reading `.strings` and `.stringsdict` files gave: the table sets, and the files that failed.
    public struct ReadResult: Sendable {
        /// The tables grouped by folder and table name, in the order their first file was given.
        public var tableSets: [ValidationTableSet]
        /// One error per file that could not be read or parsed (with the file set).
        public var errors: [ResourceError]
        /// The errors of entries left out of files that were read (with the file set), in file order.
        public var skippedEntries: [ResourceError] = []
    }

    /// Reads `.strings` and `.stringsdict` files and groups them: files in `<lang>.lproj` folders by the
    /// folder holding those and the table name, every other file on its own (without a language).
    public static func read(files: [String]) -> ReadResult {
        var groups: [String: (folder: String, name: String, tables: [String: ValidationTable])] = [:]
        var order: [String] = []
        var errors: [ResourceError] = []
        var skippedEntries: [ResourceError] = []
        for path in files {
            let url = URL(fileURLWithPath: path)
            let fileExtension = url.pathExtension.lowercased()
            guard fileExtension == "strings" || fileExtension == "stringsdict" else {
                errors.append(ResourceError(.unsupportedFile, file: path, message: "not a .xcstrings, .strings or .stringsdict file"))
                continue
            }
            let name = url.deletingPathExtension().lastPathComponent
            let language = LocalizationFolder.language(ofFile: url)
            var folder = (path as NSString).deletingLastPathComponent
            if language != nil { folder = (folder as NSString).deletingLastPathComponent }
            let groupKey = language == nil ? "\u{1}" + path : folder + "\u{0}" + name
            let languageKey = language ?? ""
            var table = groups[groupKey]?.tables[languageKey] ?? ValidationTable(language: language)
            do throws(ResourceError) {
                let data: Data
                do {
                    data = try Data(contentsOf: url)
                } catch {
                    throw ResourceError.cannotRead(path, error)
                }
                if fileExtension == "strings" {
                    table.stringsFile = path
                    table.strings = try StringsTable(parsing: data, file: path, skippingInvalidEntries: &skippedEntries)
                } else {
                    table.stringsdictFile = path
                    table.stringsdict = try StringsDictionary(parsing: data, file: path, skippingInvalidEntries: &skippedEntries)
                    // Offsets are into the decoded UTF-8 text (no BOM, UTF-16 transcoded), not the file's bytes.
                    if let (propertyList, xmlBytes) = try? PropertyList.parseDocument(Array(data)), let xmlBytes {
                        table.locateStringsdictKeys(in: propertyList, bytes: xmlBytes)
                    }
                }
            } catch {
                errors.append(error.file == nil ? error.inFile(path) : error)
                continue
            }
            if groups[groupKey] == nil {
                groups[groupKey] = (folder.isEmpty ? "." : folder, name, [:])
                order.append(groupKey)
            }
            groups[groupKey]?.tables[languageKey] = table
        }
        let tableSets = order.compactMap { key -> ValidationTableSet? in
            guard let group = groups[key] else { return nil }
            let tables = group.tables.sorted { $0.key < $1.key }.map(\.value)
            return ValidationTableSet(name: group.name, folder: group.folder, tables: tables)
        }
        return ReadResult(tableSets: tableSets, errors: errors, skippedEntries: skippedEntries)
    }
}
