/// Swift source text, written line by line with four-space indentation, and Swift literals.
struct SourceWriter {
    /// The text so far.
    private(set) var text = ""
    private var level = 0

    /// Appends a line at the current indentation (an empty line has no indentation).
    mutating func line(_ line: String) {
        if !line.isEmpty { text += String(repeating: "    ", count: level) + line }
        text += "\n"
    }

    /// Indents the lines that follow one level more.
    mutating func indent() { level += 1 }

    /// Indents the lines that follow one level less.
    mutating func outdent() { level = max(0, level - 1) }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` escaped for the inside of a Swift string literal: `\`, `"`, line breaks and other controls.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                let value = scalar.value
                // Controls and the line and paragraph separators would break the literal or hide in it.
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
                    result += "\\u{\(String(value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `text` as a Markdown code span, fenced with more backticks than it holds in a row.
    static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded + fence
    }
}
