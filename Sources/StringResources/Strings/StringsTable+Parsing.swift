import Foundation

extension StringsTable {
    /// Parses a `.strings` file: the text form in UTF-8 or UTF-16 (either byte order, with or without
    /// BOM), or an XML or binary property list holding a dictionary of strings.
    ///
    /// Strings are quoted with `"` or `'`, or unquoted words of letters, digits and `_ $ / : . -`;
    /// `"key";` means `"key" = "key";`, and the entries may be wrapped in `{ }` as in an old-style
    /// property list. Escapes, read as Apple's parser reads them: `\n \t \r \a \b \f \v \" \' \\`; a
    /// backslash before a line break (the line break); octal `\101` (up to `\377`, from `\200` on in the
    /// NeXTSTEP encoding); `\U0041` (one to four hex digits; a surrogate pair as two `\U` escapes). Any
    /// other escape, lowercase `\u` included, keeps the character after the backslash and adds a
    /// ``StringsDiagnostic/Kind/unknownEscape(_:)`` warning.
    ///
    /// Errors (an unterminated string or comment, a missing `=` or `;`, a bad escape, invalid UTF-8 or
    /// UTF-16) carry the line and column. Duplicate keys and unknown escapes are not errors: they go to ``diagnostics``.
    ///
    /// This initializer throws the first error; ``init(parsing:file:skippingInvalidEntries:)`` reads on past them.
    public init(parsing data: Data, file: String? = nil) throws(ResourceError) {
        var errors: [ResourceError] = []
        do {
            self = try StringsTable.parse(Array(data), file: file, errors: &errors, recovers: false)
        } catch {
            throw error.inFile(file)
        }
    }

    /// Parses a `.strings` file, reading every entry it can: after a syntax error (a missing `;`, an unescaped
    /// quote, a stray character) reading resumes on the next line, and each error, with its file, line and
    /// column, is appended to `errors` — all of a file's errors in one run, not the first only. In a property
    /// list form, an entry whose value is not a string is left out and reported the same way.
    ///
    /// Throws only when the file as a whole cannot be read (invalid UTF-8 or UTF-16, a malformed property list).
    public init(parsing data: Data, file: String? = nil, skippingInvalidEntries errors: inout [ResourceError]) throws(ResourceError) {
        var found: [ResourceError] = []
        do {
            self = try StringsTable.parse(Array(data), file: file, errors: &found, recovers: true)
        } catch {
            throw error.inFile(file)
        }
        errors.append(contentsOf: found.map { $0.inFile(file) })
    }

    /// Reads a `.strings` file from disk.
    public init(contentsOf url: URL) throws(ResourceError) {
        try self.init(parsing: ResourceFile.contents(of: url), file: url.path)
    }

    private static func parse(_ raw: [UInt8], file: String?, errors: inout [ResourceError], recovers: Bool) throws(ResourceError) -> StringsTable {
        if PropertyListBinaryReader.isBinary(raw) || looksLikeXML(raw) {
            return try parsePropertyList(raw, file: file, errors: &errors, recovers: recovers)
        }
        let bytes = try StringsTextDecoding.utf8Bytes(of: raw, allowHeuristicUTF16: true)
        var parser = StringsParser(bytes: bytes, file: file, recovers: recovers)
        let table = try parser.parse()
        errors.append(contentsOf: parser.errors)
        return table
    }

    /// Whether the file starts (after any BOM and whitespace, in UTF-8 or UTF-16) like an XML document.
    private static func looksLikeXML(_ raw: [UInt8]) -> Bool {
        let ascii = raw.prefix(128).filter { $0 != 0 && $0 < 0x80 }
        let text = String(decoding: ascii, as: UTF8.self).drop { $0.isWhitespace }
        return text.hasPrefix("<?xml") || text.hasPrefix("<plist") || text.hasPrefix("<!DOCTYPE")
    }

    private static func parsePropertyList(_ raw: [UInt8], file: String?, errors: inout [ResourceError], recovers: Bool) throws(ResourceError) -> StringsTable {
        let (value, xmlBytes) = try PropertyList.parseDocument(raw)
        func position(_ offset: Int?) -> SourcePosition? {
            guard let offset, let xmlBytes else { return nil }
            return SourcePosition(offset: offset, in: xmlBytes)
        }
        guard case .dictionary(let dictionary) = value else {
            throw ResourceError(.schema, message: "a .strings property list must be a dictionary, found <\(value.typeName)>")
        }
        var entries: [StringsEntry] = []
        for entry in dictionary.entries {
            guard case .string(let string) = entry.value else {
                let error = ResourceError(.schema, position: position(entry.valueOffset), keyPath: [entry.key],
                                          message: "expected a string value, found <\(entry.value.typeName)>")
                guard recovers else { throw error }
                errors.append(error)
                continue
            }
            entries.append(StringsEntry(key: entry.key, value: string, position: position(entry.keyOffset)))
        }
        return StringsTable(entries: entries)
    }
}
