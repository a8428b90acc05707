/// The little HTML Anki fields need: escaping text into a field, and reading a field back as text.
enum AnkiHTML {
    /// `text` as field HTML: `&`, `<`, `>`, `"` escaped, line ends as `<br>`, tabs as `&#9;`.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\t": output += "&#9;"
            case "\r": output += "<br>"
            case "\n": if !previousWasCarriageReturn { output += "<br>" }
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Field HTML as text: `<br>`, `<div>` and `<p>` become line ends, other tags are dropped, entities decoded.
    static func text(_ html: String) -> String {
        var output = ""
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased().trimmingCharacters(in: .whitespaces)
                let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                if name == "br" || (tag.hasPrefix("/") && ["div", "p"].contains(String(tag.dropFirst()))) { output += "\n" }
                index = html.index(after: close)
            } else if character == "&", let semicolon = html[index...].prefix(12).firstIndex(of: ";") {
                let entity = String(html[html.index(after: index)..<semicolon])
                if let decoded = decode(entity) {
                    output += decoded
                    index = html.index(after: semicolon)
                } else {
                    output.append(character)
                    index = html.index(after: index)
                }
            } else {
                output.append(character)
                index = html.index(after: index)
            }
        }
        return output
    }

    private static func decode(_ entity: String) -> String? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        default:
            guard entity.hasPrefix("#") else { return nil }
            let digits = entity.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String($0) }
        }
    }
}
