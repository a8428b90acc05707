import Foundation
import Testing
@testable import StringResources

/// `../shared/fixtures/strings`, found relative to this file, or `nil` when the folder is absent.
let sharedStringsFixtures: URL? = {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/fixtures/strings").standardizedFileURL
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}()

private func files(in folder: String, extension pathExtension: String) -> [URL] {
    guard let root = sharedStringsFixtures?.appendingPathComponent(folder),
          let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == pathExtension }.sorted { $0.path < $1.path }
}

// Skipped (not failed) when ../shared is absent, as in a checkout without the peer fixtures.
@Suite(.enabled(if: sharedStringsFixtures != nil, "../shared/fixtures/strings is absent"))
struct StringsConformanceTests {
    @Test func swiftGenStringsFilesParse() throws {
        let urls = files(in: "swiftgen", extension: "strings")
        #expect(urls.count >= 5)
        for url in urls {
            let table = try StringsTable(contentsOf: url)
            #expect(!table.entries.isEmpty, "\(url.lastPathComponent)")
            #expect(table.diagnostics.isEmpty, "\(url.lastPathComponent)")
            // Parse → write → parse keeps every entry.
            #expect(try StringsTable(parsing: table.serialized()) == table, "\(url.lastPathComponent)")
        }
    }

    @Test func swiftGenStringsdictFilesParse() throws {
        let urls = files(in: "swiftgen", extension: "stringsdict").filter { !$0.lastPathComponent.hasPrefix("LocPluralError") }
        #expect(urls.count >= 4)
        for url in urls {
            let dictionary = try StringsDictionary(contentsOf: url)
            #expect(!dictionary.entries.isEmpty, "\(url.lastPathComponent)")
            #expect(try StringsDictionary(parsing: dictionary.serialized()) == dictionary, "\(url.lastPathComponent)")
        }
    }

    @Test(arguments: [
        ("LocPluralErrorBothTypeKeys.stringsdict", ["competition.tab.favorite-players", "NSStringVariableWidthRuleType"], "both NSStringLocalizedFormatKey and NSStringVariableWidthRuleType"),
        ("LocPluralErrorMissingVariable.stringsdict", ["plural.missing-variable", "NSStringLocalizedFormatKey"], "'hat_bewertung' is referenced as %#@hat_bewertung@ but not defined"),
        ("LocPluralErrorPlaceholders.stringsdict", ["plural.wrong-positional-value", "NSStringLocalizedFormatKey"], "argument 2 is used as an object by %@ and as an integer by %2$#@has_rating@"),
    ])
    func swiftGenErrorFilesAreRejected(name: String, keyPath: [String], message: String) throws {
        let url = try #require(sharedStringsFixtures).appendingPathComponent("swiftgen/\(name)")
        #expect {
            try StringsDictionary(contentsOf: url)
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            let matches = error.keyPath == keyPath && error.message.contains(message) && error.position != nil && error.file == url.path
            if !matches { Issue.record("got \(error)") }
            return matches
        }
    }

    /// SwiftGen refuses a plural variable of value type `@` because it cannot give the argument a Swift type;
    /// Apple reads it (the argument is an NSNumber, whose value chooses the form), and so do we.
    @Test func swiftGenObjectPluralIsReadAsApplePlatformsReadIt() throws {
        let url = try #require(sharedStringsFixtures).appendingPathComponent("swiftgen/LocPluralErrorInvalidVariableValue.stringsdict")
        let dictionary = try StringsDictionary(contentsOf: url)
        #expect(dictionary["unsupported-use.invalid-variable-value-type.string"]?.variable("variable")?.valueType == "@")
    }

    @Test func duckDuckGoStringsdictFilesRoundTripByteForByte() throws {
        let urls = files(in: "duckduckgo", extension: "stringsdict")
        #expect(urls.count == 5)
        for url in urls {
            let dictionary = try StringsDictionary(contentsOf: url)
            #expect(dictionary.entries.count >= 13, "\(url.path)")
            #expect(dictionary.entries.allSatisfy { $0.variables.allSatisfy { $0.form("other") != nil } })
            let written = dictionary.serialized()
            #expect(try StringsDictionary(parsing: written) == dictionary, "\(url.path)")
            // These files are in Xcode's layout, so writing them back gives the same bytes.
            #expect(written == (try Data(contentsOf: url)), "\(url.path)")
        }
    }

    /// SwiftGen's parsed contexts agree with our keys, values and comments.
    @Test func swiftGenParsedContextsAgree() throws {
        let root = try #require(sharedStringsFixtures).appendingPathComponent("swiftgen")
        let contexts = files(in: "swiftgen/parsed-contexts", extension: "yaml")
        #expect(contexts.count >= 10)
        var compared = 0
        for context in contexts {
            let text = try String(contentsOf: context, encoding: .utf8)
            for table in SwiftGenContextReader.tables(in: text) {
                let stringsURL = root.appendingPathComponent("\(table.name).strings")
                let dictURL = root.appendingPathComponent("\(table.name).stringsdict")
                let strings = FileManager.default.fileExists(atPath: stringsURL.path) ? try StringsTable(contentsOf: stringsURL) : StringsTable()
                let dict = FileManager.default.fileExists(atPath: dictURL.path) ? try StringsDictionary(contentsOf: dictURL) : StringsDictionary()
                for record in table.records {
                    let label = "\(context.lastPathComponent): \(record.key)"
                    let prefix = "Plural format key: \""
                    if record.translation.hasPrefix(prefix) && record.translation.hasSuffix("\"") {
                        let format = String(record.translation.dropFirst(prefix.count).dropLast())
                        #expect(dict[record.key]?.formatKey == format, "\(label)")
                    } else {
                        let entry = strings.entries.first { swiftGenEscaped($0.key) == record.key }
                        #expect(entry.map { swiftGenEscaped($0.value) } == record.translation, "\(label)")
                        if let comment = record.comment {
                            #expect(entry?.comment.map(swiftGenEscaped) == comment, "\(label)")
                        }
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 100)
    }

    /// SwiftGen writes line breaks in keys, values and comments as `\n` in its contexts.
    private func swiftGenEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\\n")
    }
}

/// Reads the few parts of SwiftGen's parsed-context YAML that the comparison needs:
/// each table's name and, for each string, its `key`, `translation` and `comment`.
private enum SwiftGenContextReader {
    struct Record {
        var key = ""
        var translation = ""
        var comment: String?
    }

    struct Table {
        var name: String
        var records: [Record]
    }

    static func tables(in text: String) -> [Table] {
        let lines = text.components(separatedBy: "\n")
        var tables: [Table] = []
        var records: [Record] = []
        var current: Record?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("  name: \"") {
                if let record = current { records.append(record); current = nil }
                tables.append(Table(name: scalar(line.dropFirst("  name: ".count), lines: lines, index: &index), records: records))
                records = []
                continue
            }
            var body = Substring(line.drop { $0 == " " })
            let startsItem = body.hasPrefix("- ")
            if startsItem { body = body.dropFirst(2) }
            for field in ["key", "translation", "comment"] where body.hasPrefix("\(field): \"") {
                if startsItem, let record = current { records.append(record); current = nil }
                if startsItem { current = Record() }
                let value = scalar(body.dropFirst(field.count + 2), lines: lines, index: &index)
                switch field {
                case "key": current?.key = value
                case "translation": current?.translation = value
                default: current?.comment = value
                }
            }
            if startsItem && !["key", "translation", "comment"].contains(where: { body.hasPrefix("\($0): \"") }), let record = current {
                records.append(record)
                current = nil
            }
        }
        return tables
    }

    /// Reads a double-quoted YAML scalar starting at `start` (the opening quote), folding continuation lines.
    private static func scalar(_ start: Substring, lines: [String], index: inout Int) -> String {
        var raw = String(start.dropFirst())
        while !endsWithClosingQuote(raw), index < lines.count {
            raw += " " + lines[index].drop { $0 == " " }
            index += 1
        }
        raw.removeLast()
        return unescape(raw)
    }

    private static func endsWithClosingQuote(_ text: String) -> Bool {
        guard text.hasSuffix("\"") else { return false }
        let backslashes = text.dropLast().reversed().prefix { $0 == "\\" }.count
        return backslashes % 2 == 0
    }

    private static func unescape(_ text: String) -> String {
        var output = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let next = scalars.next() else { output.unicodeScalars.append(scalar); continue }
            switch next {
            case "n": output += "\n"
            case "t": output += "\t"
            case "r": output += "\r"
            case "x", "u", "U":
                var hex = ""
                for _ in 0..<(next == "x" ? 2 : next == "u" ? 4 : 8) { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { output.unicodeScalars.append(decoded) }
            default: output.unicodeScalars.append(next)
            }
        }
        return output
    }
}
