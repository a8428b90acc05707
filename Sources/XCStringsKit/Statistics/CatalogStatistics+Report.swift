import Foundation
import StringResources

extension CatalogStatistics {
    /// What `xcstrings stats` does: the statistics of every resource file `inputs` name (files, folders, globs).
    ///
    /// - Throws: ``XCStringsError`` when an input does not exist or holds no resource file, or a file cannot be
    ///   parsed (statistics of a file that was not read would be wrong).
    public static func gather(inputs: [String], developmentLanguage: String? = nil) throws(XCStringsError) -> CatalogStatistics {
        let files = try InputDiscovery.files(inputs)
        guard !files.isEmpty else {
            throw .inputNotFound("no .xcstrings, .strings or .stringsdict files in \(inputs.joined(separator: ", "))")
        }
        do {
            return try gather(files: files, developmentLanguage: developmentLanguage)
        } catch {
            throw .malformed([error])
        }
    }

    /// Reads files (`.xcstrings`, and `.strings`/`.stringsdict` grouped by table across `<lang>.lproj`
    /// folders) and adds up their statistics; the first file that cannot be parsed throws. An entry that cannot
    /// be read is not counted and goes to ``skippedEntries``.
    public static func gather(files: [String], developmentLanguage: String? = nil) throws(ResourceError) -> CatalogStatistics {
        var total = CatalogStatistics()
        var tableFiles: [String] = []
        for path in files {
            if URL(fileURLWithPath: path).pathExtension.lowercased() == "xcstrings" {
                let bytes: [UInt8]
                do {
                    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                } catch {
                    throw ResourceError.cannotRead(path, error)
                }
                do {
                    var skipped: [ResourceError] = []
                    var statistics = CatalogStatistics(catalog: try StringCatalog(bytes: bytes, skippingInvalidEntries: &skipped))
                    statistics.skippedEntries = skipped.map { $0.inFile(path) }
                    total.add(statistics)
                } catch {
                    throw error.inFile(path)
                }
            } else {
                tableFiles.append(path)
            }
        }
        let read = ValidationTableSet.read(files: tableFiles)
        if let error = read.errors.first { throw error }
        total.skippedEntries += read.skippedEntries
        for tableSet in read.tableSets {
            total.add(CatalogStatistics(tableSet: tableSet, developmentLanguage: developmentLanguage))
        }
        return total
    }

    private static func percent(_ value: Double) -> String {
        String(format: "%.1f%%", value)
    }

    /// A table: one row per locale with counts and percentages, then the number of keys and files.
    public var text: String {
        let header = ["LOCALE", "TRANSLATED", "NEEDS REVIEW", "NEW", "STALE", "MISSING"]
        var rows: [[String]] = [header]
        for counts in locales {
            func cell(_ count: Int) -> String { "\(count) (\(Self.percent(counts.percentage(count))))" }
            rows.append([counts.locale, cell(counts.translated), cell(counts.needsReview), cell(counts.new), cell(counts.stale), cell(counts.missing)])
        }
        var widths = Array(repeating: 0, count: header.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var lines: [String] = []
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                // The locale is left-aligned, numbers right-aligned.
                line += index == 0 ? cell + padding : "  " + padding + cell
            }
            lines.append(line)
        }
        lines.append("\(keyCount) key\(keyCount == 1 ? "" : "s") in \(fileCount) file\(fileCount == 1 ? "" : "s")" + comparison)
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the counts are measured against, as the summary line ends: `, compared with en-US`.
    var comparison: String {
        var parts: [String] = []
        if !sourceLanguages.isEmpty { parts.append("compared with \(sourceLanguages.joined(separator: ", "))") }
        if tablesWithoutSourceLanguage > 0 {
            let tables = tablesWithoutSourceLanguage == 1 ? "1 table has" : "\(tablesWithoutSourceLanguage) tables have"
            parts.append("\(tables) no strings in a development language (a storyboard or the code may hold them) and \(tablesWithoutSourceLanguage == 1 ? "was" : "were") compared with the keys of all \(tablesWithoutSourceLanguage == 1 ? "its" : "their") languages; --source-language names one")
        }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: "; ")
    }

    /// JSON: `{"locales": {"fi": {"total", "translated", "needsReview", "new", "stale", "missing", "percentTranslated",
    /// "percentNeedsReview", "percentNew", "percentStale", "percentMissing"}…}, "keys", "files", "sourceLanguages",
    /// "tablesWithoutSourceLanguage"}` (percentages of `total`, rounded to one decimal).
    public var json: String {
        var rows: [(String, JSONValue)] = []
        for counts in locales {
            func percent(_ count: Int) -> JSONValue { .number(counts.percentage(count), fractionDigits: 1) }
            rows.append((counts.locale, JSONValue.object([
                ("total", .number(counts.total)),
                ("translated", .number(counts.translated)),
                ("needsReview", .number(counts.needsReview)),
                ("new", .number(counts.new)),
                ("stale", .number(counts.stale)),
                ("missing", .number(counts.missing)),
                ("percentTranslated", percent(counts.translated)),
                ("percentNeedsReview", percent(counts.needsReview)),
                ("percentNew", percent(counts.new)),
                ("percentStale", percent(counts.stale)),
                ("percentMissing", percent(counts.missing)),
            ]).singleLine))
        }
        return JSONWriter.text([
            "locales": .object(rows), "keys": .number(keyCount), "files": .number(fileCount),
            "sourceLanguages": JSONValue.array(sourceLanguages.map { .string($0) }).singleLine,
            "tablesWithoutSourceLanguage": .number(tablesWithoutSourceLanguage),
        ]) + "\n"
    }
}
