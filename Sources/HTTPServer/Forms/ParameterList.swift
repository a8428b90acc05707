/// `; name=value` parameters of a header field (RFC 9110 §5.6.6), with quoted strings and RFC 8187
/// extended values.
enum ParameterList {
    /// The parameters in `text` (after the field's first element), in order; malformed ones are skipped.
    static func parse(_ text: String) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func skipWhitespace() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        while index < scalars.count {
            skipWhitespace()
            var name = ""
            while index < scalars.count, scalars[index] != "=", scalars[index] != ";" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            name = String(HTTPSyntax.trimmed(Substring(name)))
            guard index < scalars.count, scalars[index] == "=" else {
                index += 1
                continue
            }
            index += 1
            skipWhitespace()
            var value = ""
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
                while index < scalars.count, scalars[index] != ";" { index += 1 }
            } else {
                while index < scalars.count, scalars[index] != ";" {
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                value = String(HTTPSyntax.trimmed(Substring(value)))
            }
            index += 1
            if !name.isEmpty { result.append((name, value)) }
        }
        return result
    }

    /// An RFC 8187 `charset'language'percent-encoded` value in UTF-8, or nil.
    static func decodeExtended(_ value: String) -> String? {
        let pieces = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard pieces.count == 3, HTTPSyntax.equalsIgnoringCase(pieces[0], "UTF-8") else { return nil }
        return PercentEncoding.decode(pieces[2])
    }
}
