/// Leading and trailing whitespace of a translation against its source's: a line break or space the source has at
/// either end and the translation lacks, or the other way round, shows as a misplaced line or two words run together
/// where the text is joined with others.
///
/// Only spaces, tabs and line breaks count: a no-break space (French `Nom :`) is text. A language written without
/// spaces between words (Japanese, Chinese, Thai…) may drop the spaces at the ends, not the line breaks.
enum ValidationWhitespace {
    /// The whitespace at one end of a text: its line breaks and whether it has spaces or tabs.
    private struct End: Equatable {
        var lineBreaks = 0
        var hasSpace = false
        var isEmpty: Bool { lineBreaks == 0 && !hasSpace }
    }

    /// What differs between the ends of `translation` and `source` (`ends with a line break where the source does
    /// not`), or `nil` when nothing does; empty and all-whitespace texts are not compared.
    static func mismatch(source: String, translation: String, locale: String?) -> String? {
        guard let sourceFirst = source.utf8.first, let sourceLast = source.utf8.last,
              let first = translation.utf8.first, let last = translation.utf8.last else { return nil }
        // Most texts start and end with a letter in both: nothing to compare.
        if !isWhitespace(sourceFirst) && !isWhitespace(sourceLast) && !isWhitespace(first) && !isWhitespace(last) { return nil }
        guard source.utf8.contains(where: { !isWhitespace($0) }), translation.utf8.contains(where: { !isWhitespace($0) }) else { return nil }
        let spacesMatter = !writesWithoutSpaces(locale)
        var differences: [String] = []
        for (name, sourceEnd, end) in [("starts", leading(source), leading(translation)), ("ends", trailing(source), trailing(translation))] {
            if sourceEnd.lineBreaks != end.lineBreaks {
                differences.append(describe(name, end.lineBreaks, sourceEnd.lineBreaks, what: "line break"))
            } else if spacesMatter && sourceEnd.hasSpace != end.hasSpace && end.lineBreaks == 0 {
                differences.append(end.hasSpace ? "\(name) with a space where the source does not" : "does not \(name == "starts" ? "start" : "end") with a space as the source does")
            }
        }
        return differences.isEmpty ? nil : differences.joined(separator: " and ")
    }

    /// `ends with a line break where the source does not`, `does not start with the 2 line breaks the source
    /// starts with`, `ends with 2 line breaks where the source has 1`.
    private static func describe(_ end: String, _ count: Int, _ sourceCount: Int, what: String) -> String {
        let verb = end == "starts" ? "start" : "end"
        func amount(_ count: Int) -> String { count == 1 ? "a \(what)" : "\(count) \(what)s" }
        if sourceCount == 0 { return "\(end) with \(amount(count)) where the source does not" }
        if count == 0 { return "does not \(verb) with the \(sourceCount == 1 ? what : "\(sourceCount) \(what)s") the source \(end) with" }
        return "\(end) with \(amount(count)) where the source has \(sourceCount)"
    }

    /// Whether `text` starts or ends with whitespace: without it in either text, ``mismatch(source:translation:locale:)``
    /// finds nothing.
    static func hasEdgeWhitespace(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return isWhitespace(first) || isWhitespace(last)
    }

    /// ``hasEdgeWhitespace(_:)`` of a text's UTF-8.
    static func hasEdgeWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        return isWhitespace(first) || isWhitespace(last)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func leading(_ text: String) -> End { end(of: text.utf8) }
    private static func trailing(_ text: String) -> End { end(of: text.utf8.reversed()) }

    private static func end(of bytes: some Sequence<UInt8>) -> End {
        var end = End()
        var previous: UInt8 = 0
        for byte in bytes {
            guard isWhitespace(byte) else { break }
            // CR LF (or LF CR read backwards) is one line break.
            if byte == 0x0A || byte == 0x0D {
                if !(previous == 0x0D && byte == 0x0A || previous == 0x0A && byte == 0x0D) { end.lineBreaks += 1 }
            } else {
                end.hasSpace = true
            }
            previous = byte
        }
        return end
    }

    /// Whether `locale`'s language is written without spaces between words.
    private static func writesWithoutSpaces(_ locale: String?) -> Bool {
        guard let locale else { return false }
        let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return ["ja", "zh", "th", "lo", "my", "km", "bo", "dz", "yue"].contains(language)
    }
}
