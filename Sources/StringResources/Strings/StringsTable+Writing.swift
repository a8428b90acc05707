import Foundation

extension StringsTable {
    /// The file's text in Xcode's layout.
    ///
    /// Each entry is `"key" = "value";`, preceded by a `/* comment */` line when it has a comment (an
    /// entry without one gets no comment line: genstrings would write `/* No comment provided by
    /// engineer. */`, but that would invent a comment the table does not have). Entries are separated
    /// by a blank line; the text ends with a newline. A ``headerComment`` comes first, followed by a
    /// blank line; an entry's ``StringsEntry/detachedComments`` come before it, each followed by a blank
    /// line; ``trailingComments`` come last. `"`, `\` and control characters are escaped.
    public var text: String {
        // "*/" would end a comment early.
        func comment(_ text: String) -> String { "/* \(text.replacingOccurrences(of: "*/", with: "* /")) */\n" }
        var output = ""
        if let headerComment { output += comment(headerComment) + "\n" }
        for (number, entry) in entries.enumerated() {
            if number > 0 { output += "\n" }
            for detached in entry.detachedComments { output += comment(detached) + "\n" }
            if let text = entry.comment { output += comment(text) }
            output += "\"\(Self.escaped(entry.key))\" = \"\(Self.escaped(entry.value))\";\n"
        }
        for (number, trailing) in trailingComments.enumerated() {
            if number > 0 || !entries.isEmpty { output += "\n" }
            output += comment(trailing)
        }
        return output
    }

    /// The file's bytes in Xcode's layout (see ``text``), UTF-8 by default.
    public func serialized(encoding: StringsEncoding = .utf8) -> Data {
        let text = self.text
        switch encoding {
        case .utf8:
            return Data(text.utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            var data = Data()
            data.reserveCapacity(text.utf16.count * 2 + 2)
            let little = encoding == .utf16LittleEndian
            for unit in [UInt16(0xFEFF)] + Array(text.utf16) {
                if little { data.append(UInt8(unit & 0xFF)); data.append(UInt8(unit >> 8)) }
                else { data.append(UInt8(unit >> 8)); data.append(UInt8(unit & 0xFF)) }
            }
            return data
        }
    }

    /// Writes the file to `url` atomically.
    public func write(to url: URL, encoding: StringsEncoding = .utf8, createFolders: Bool = false) throws {
        try AtomicFile.write(serialized(encoding: encoding), to: url, createFolders: createFolders)
    }

    /// `string` with `"`, `\` and control characters escaped for a quoted `.strings` string.
    static func escaped(_ string: String) -> String {
        var output = ""
        output.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
