extension LanguagePreferences {
    /// The most parts of one header that are read; a browser sends fewer than twenty.
    static let acceptLanguagePartLimit = 1_000
    /// The most preferences returned; negotiation never needs more than the first that matches.
    static let acceptLanguageResultLimit = 32
    /// The longest language range read (`zh-Hant-TW` is 10 bytes; RFC 4647 allows subtags of 8).
    static let acceptLanguageRangeLimit = 64

    /// The preferences an HTTP `Accept-Language` header expresses, most preferred first, as BCP 47 tags.
    ///
    /// Reads the header as RFC 9110 §12.5.4 defines it: comma-separated language ranges, each with an optional
    /// weight `;q=` from 0 to 1 (three decimals at most). Ranges are ordered by weight, highest first; ranges of equal
    /// weight keep the header's order. A range of weight 0 ("not acceptable") is left out, and so is `*` ("any
    /// other language"): when no preference matches, a lookup falls back to the development language anyway.
    /// Tags are written as ``LanguageNegotiation/languageTag(_:)`` writes them (`EN-us` → `en-US`; variants and
    /// extensions dropped); a tag given twice is kept once, at its best place.
    ///
    /// A malformed part (a range that is not `1*8ALPHA *("-" 1*8alphanum)`, a weight that is not a qvalue, a
    /// parameter that is not a weight) is skipped and the rest of the header is still read. The header is read in
    /// one pass; at most 1,000 parts are considered and 32 preferences returned, so a hostile header costs no more
    /// than its length.
    ///
    /// ```swift
    /// LanguagePreferences.fromAcceptLanguage("fi-FI, tr;q=0.8, en;q=0.9, *;q=0.1")  // ["fi-FI", "en", "tr"]
    /// ```
    public static func fromAcceptLanguage(_ header: String) -> [String] {
        var ranked: [(tag: String, weight: Int)] = []
        var parts = 0
        var text = header
        text.withUTF8 { bytes in
            var start = 0
            while start <= bytes.count, parts < acceptLanguagePartLimit {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
                if let part = AcceptLanguagePart(bytes, start..<end) {
                    parts += 1
                    if part.weight > 0, let tag = part.tag { ranked.append((tag, part.weight)) }
                } else if !isBlank(bytes, start..<end) {
                    parts += 1
                }
                start = end + 1
            }
        }
        // A stable sort: equal weights keep the header's order.
        let ordered = ranked.enumerated().sorted { a, b in
            a.element.weight != b.element.weight ? a.element.weight > b.element.weight : a.offset < b.offset
        }
        var result: [String] = []
        for (_, entry) in ordered where !result.contains(entry.tag) {
            result.append(entry.tag)
            if result.count == acceptLanguageResultLimit { break }
        }
        return result
    }

    /// The preferences of several `Accept-Language` field lines, read as one header (RFC 9110 §5.3: repeated
    /// fields combine with commas).
    public static func fromAcceptLanguage(_ headers: [String]) -> [String] {
        fromAcceptLanguage(headers.joined(separator: ","))
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
    }
}

/// One element of an `Accept-Language` list: a language range and its weight in thousandths.
private struct AcceptLanguagePart {
    /// The range as a BCP 47 tag; `nil` for `*`.
    var tag: String?
    /// The weight, 0…1000.
    var weight: Int

    /// Parses `bytes[range]`; `nil` when it is empty or malformed.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        var index = range.lowerBound
        let end = range.upperBound
        func skipSpace() {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        skipSpace()
        let rangeStart = index
        while index < end, bytes[index] != UInt8(ascii: ";"), bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
        let rangeEnd = index
        guard rangeEnd > rangeStart, rangeEnd - rangeStart <= LanguagePreferences.acceptLanguageRangeLimit else { return nil }
        let languageRange = UnsafeBufferPointer(rebasing: bytes[rangeStart..<rangeEnd])
        if languageRange.count == 1, languageRange[0] == UInt8(ascii: "*") {
            tag = nil
        } else {
            guard Self.isLanguageRange(languageRange) else { return nil }
            // A range that names no language LanguageNegotiation understands (`x-private`) is malformed here.
            guard let canonical = LanguageNegotiation.languageTag(String(decoding: languageRange, as: UTF8.self)) else {
                return nil
            }
            tag = canonical
        }
        weight = 1000
        skipSpace()
        var sawWeight = false
        while index < end {
            // Only `;q=` is defined; anything else makes the part malformed, as does a second weight.
            guard bytes[index] == UInt8(ascii: ";"), !sawWeight else { return nil }
            index += 1
            skipSpace()
            guard index + 1 < end, bytes[index] | 0x20 == UInt8(ascii: "q"), bytes[index + 1] == UInt8(ascii: "=") else {
                return nil
            }
            index += 2
            let valueStart = index
            while index < end, bytes[index] != 0x20, bytes[index] != 0x09, bytes[index] != UInt8(ascii: ";") { index += 1 }
            guard let value = Self.qvalue(UnsafeBufferPointer(rebasing: bytes[valueStart..<index])) else { return nil }
            weight = value
            sawWeight = true
            skipSpace()
        }
    }

    /// Whether `bytes` is `1*8ALPHA *("-" 1*8alphanum)` (RFC 4647 §2.1), with a first subtag of two letters or more
    /// (`i-` and `x-` ranges name no language).
    private static func isLanguageRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var subtagLength = 0
        var isFirst = true
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                guard subtagLength > 0, !isFirst || subtagLength >= 2 else { return false }
                isFirst = false
                subtagLength = 0
                continue
            }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || (!isFirst && isDigit) else { return false }
            subtagLength += 1
            guard subtagLength <= 8 else { return false }
        }
        return subtagLength > 0 && (!isFirst || subtagLength >= 2)
    }

    /// The thousandths of a qvalue: `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`.
    private static func qvalue(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        var value = first == UInt8(ascii: "1") ? 1000 : 0
        guard bytes.count > 1 else { return value }
        guard bytes[1] == UInt8(ascii: "."), bytes.count <= 5 else { return nil }
        var scale = 100
        for byte in bytes.dropFirst(2) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if first == UInt8(ascii: "1"), digit != 0 { return nil }
            value += digit * scale
            scale /= 10
        }
        return value
    }
}
