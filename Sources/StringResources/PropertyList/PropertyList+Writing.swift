import Foundation

extension PropertyList {
    /// The XML property list as Xcode writes it: XML declaration, Apple DOCTYPE, `<plist version="1.0">`,
    /// tab indentation, dictionary keys in the model's order, a newline at the end.
    public func xmlSerialized() -> Data {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """
        PropertyList.write(self, depth: 0, into: &text)
        text += "</plist>\n"
        return Data(text.utf8)
    }

    /// Writes the XML form to `url` atomically.
    public func writeXML(to url: URL, createFolders: Bool = false) throws {
        try AtomicFile.write(xmlSerialized(), to: url, createFolders: createFolders)
    }

    private static func write(_ value: PropertyList, depth: Int, into text: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let string):
            text += "\(indent)<string>\(escaped(string))</string>\n"
        case .integer(let integer):
            text += "\(indent)<integer>\(integer)</integer>\n"
        case .real(let real):
            text += "\(indent)<real>\(realText(real))</real>\n"
        case .boolean(let flag):
            text += "\(indent)<\(flag ? "true" : "false")/>\n"
        case .date(let date):
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            text += "\(indent)<date>\(formatter.string(from: date))</date>\n"
        case .data(let data):
            text += "\(indent)<data>\n"
            let encoded = Array(data.base64EncodedString().utf8)
            var start = 0
            while start < encoded.count {
                let end = min(start + 68, encoded.count)
                text += "\(indent)\(String(decoding: encoded[start..<end], as: UTF8.self))\n"
                start = end
            }
            text += "\(indent)</data>\n"
        case .array(let items):
            if items.isEmpty { text += "\(indent)<array/>\n"; return }
            text += "\(indent)<array>\n"
            for item in items { write(item, depth: depth + 1, into: &text) }
            text += "\(indent)</array>\n"
        case .dictionary(let dictionary):
            if dictionary.entries.isEmpty { text += "\(indent)<dict/>\n"; return }
            text += "\(indent)<dict>\n"
            for entry in dictionary.entries {
                text += "\(indent)\t<key>\(escaped(entry.key))</key>\n"
                write(entry.value, depth: depth + 1, into: &text)
            }
            text += "\(indent)</dict>\n"
        }
    }

    private static func realText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
        // -0.0 keeps its sign ("-0"); Int would drop it.
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 && value.sign == .minus ? "-0" : String(Int(value)) }
        return "\(value)"
    }

    /// Escapes `&`, `<` and `>` as Apple's writer does (quotes are left alone), and `\r` so that it survives XML line-end normalisation.
    ///
    /// Other control characters, which XML cannot hold as text (Apple's writer writes them raw, and its reader then
    /// rejects the file), are written as character references, which this package's reader reads back.
    static func escaped(_ string: String) -> String {
        guard string.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) })
        else { return string }
        var output = ""
        output.reserveCapacity(string.utf8.count + 8)
        for character in string.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\r": output += "&#13;"
            case "\u{01}"..."\u{08}", "\u{0B}", "\u{0C}", "\u{0E}"..."\u{1F}": output += "&#\(character.value);"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
