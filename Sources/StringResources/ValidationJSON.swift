/// The small JSON text helpers validation output needs (key order and layout stay under our control).
enum ValidationJSON {
    /// A JSON string literal, or `null`.
    static func string(_ text: String?) -> String {
        guard let text else { return "null" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A JSON number, or `null`.
    static func number(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }
}
