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
    /// folders) and adds up their statistics; the first file that cannot be parsed throws.
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
                    total.add(CatalogStatistics(catalog: try StringCatalog(bytes: bytes)))
                } catch {
                    throw error.inFile(path)
                }
            } else {
                tableFiles.append(path)
            }
        }
        let read = ValidationTableSet.read(files: tableFiles)
        if let error = read.errors.first { throw error }
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
        lines.append("\(keyCount) key\(keyCount == 1 ? "" : "s") in \(fileCount) file\(fileCount == 1 ? "" : "s")")
        return lines.joined(separator: "\n") + "\n"
    }

    /// JSON: `{"locales": {"fi": {"total", "translated", "needsReview", "new", "stale", "missing", "percentTranslated",
    /// "percentNeedsReview", "percentNew", "percentStale", "percentMissing"}…}, "keys", "files"}` (percentages of
    /// `total`, rounded to one decimal).
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
        return JSONWriter.text(["locales": .object(rows), "keys": .number(keyCount), "files": .number(fileCount)]) + "\n"
    }
}
