import Foundation

/// Which texts a translation may leave as its source has them: numbers, specifiers and punctuation; acronyms and
/// units (`PDF`, `OK`, `MB`); words that are the same in every language (`Wi-Fi`, `iCloud`, `macOS`); web
/// addresses; and the words and names the run allows (brand names).
struct ValidationSameAsSourceAllowance: Sendable {
    /// The allowed names, longest first (so that `Home Assistant` goes before `Home`).
    private let phrases: [String]
    /// The allowed single words, in lowercase.
    private let words: Set<String>

    /// Words that stay the same in (nearly) every language, in lowercase.
    static let sameEverywhere: Set<String> = [
        "ok", "email", "e-mail", "url", "wi-fi", "wifi", "bluetooth", "icloud", "iphone", "ipad", "ipod", "mac", "macos",
        "ios", "ipados", "watchos", "tvos", "visionos", "macbook", "imac", "airpods", "airdrop", "airplay", "carplay",
        "homekit", "healthkit", "siri", "safari", "facetime", "imessage", "apple", "pdf", "html", "json", "csv", "xml",
        "gps", "usb", "vpn", "api", "http", "https", "ssh", "pin", "id", "faq", "beta", "pro", "premium", "emoji",
        "bit", "byte", "gif", "jpeg", "jpg", "png", "heic", "svg", "markdown", "qr", "nfc", "ip", "dns", "ssid", "wlan", "lan", "ram",
        "cpu", "gpu", "ssd", "hdd", "hdr", "lte", "5g", "4g", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "tib",
        "hz", "khz", "mhz", "ghz", "db", "px", "pt", "fps", "ms", "km", "kg", "mph", "rpm", "°c", "°f", "am", "pm",
    ]

    /// Names made of several words that stay the same everywhere.
    static let sameEverywherePhrases = ["App Store", "Apple Watch", "Apple TV", "Apple Pay", "Face ID", "Touch ID", "Game Center"]

    /// An allowance with the run's own words and names (`Sanasto`, `Home Assistant`).
    init(allowed: [String]) {
        let names = allowed.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        phrases = (names + Self.sameEverywherePhrases).sorted { $0.count > $1.count }
        words = Set(names.map { $0.lowercased() })
    }

    /// Whether `text` may be the same in a translation as in its source.
    func allows(_ text: String) -> Bool {
        var rest = text
        var restIsASCII = Self.isASCII(rest)
        for phrase in phrases where Self.mayContain(rest, isASCII: restIsASCII, phrase) && rest.contains(phrase) {
            rest = rest.replacingOccurrences(of: phrase, with: " ")
            restIsASCII = Self.isASCII(rest)
        }
        if ValidationMessage.contains(UInt8(ascii: "%"), in: rest) {
            // Specifiers and variables are no words: only the literal text counts.
            var literal = ""
            for segment in FormatString(parsing: rest, allowsSubstitutionArgument: true).segments {
                if case .literal(let text) = segment { literal += text } else { literal += " " }
            }
            rest = literal
        }
        // ASCII, as most texts are, is judged from its bytes: the same answer without a Character at a time.
        let byBytes: Bool?? = rest.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? allows(ascii: bytes) : nil
        }
        if let byBytes, let byBytes { return byBytes }
        return allows(characters: rest)
    }

    /// ``allows(_:)`` of a text whose phrases and specifiers are gone, read by Characters (any text).
    func allows(characters rest: String) -> Bool {
        // The chunks between whitespace, as `split` finds them, one at a time: most texts that stay the same are
        // told from their first word.
        var chunkStart: String.Index?
        var index = rest.startIndex
        while index < rest.endIndex {
            if rest[index].isWhitespace {
                if let start = chunkStart {
                    guard allows(chunk: rest[start..<index]) else { return false }
                    chunkStart = nil
                }
            } else if chunkStart == nil {
                chunkStart = index
            }
            index = rest.index(after: index)
        }
        if let start = chunkStart { return allows(chunk: rest[start...]) }
        return true
    }

    /// ``allows(characters:)`` of ASCII bytes. For ASCII, Character's classes are byte classes: whitespace is
    /// U+0009–U+000D and space (a CRLF is one Character, and both of its bytes are whitespace), letters are A–Z and
    /// a–z, numbers 0–9, uppercase A–Z, and every byte is one Character.
    func allows(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            guard !Self.isASCIIWhitespace(bytes[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count && !Self.isASCIIWhitespace(bytes[end]) { end += 1 }
            guard allows(asciiChunk: UnsafeBufferPointer(rebasing: bytes[index..<end])) else { return false }
            index = end
        }
        return true
    }

    /// ``allows(chunk:)`` of ASCII bytes.
    private func allows(asciiChunk chunk: UnsafeBufferPointer<UInt8>) -> Bool {
        if Self.contains(chunk, "://") || Self.contains(chunk, "www.", at: 0) { return true }
        if chunk.contains(UInt8(ascii: "@")) && chunk.contains(UInt8(ascii: ".")) { return true }
        // The words: runs of letters and digits, with `-` and `'` inside, trailing ones trimmed.
        var index = 0
        while index < chunk.count {
            guard Self.isASCIIAlphanumeric(chunk[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < chunk.count, Self.isASCIIAlphanumeric(chunk[end]) || chunk[end] == UInt8(ascii: "-") || chunk[end] == UInt8(ascii: "'") {
                end += 1
            }
            var wordEnd = end
            while chunk[wordEnd - 1] == UInt8(ascii: "-") || chunk[wordEnd - 1] == UInt8(ascii: "'") { wordEnd -= 1 }
            guard allows(asciiWord: UnsafeBufferPointer(rebasing: chunk[index..<wordEnd])) else { return false }
            index = end
        }
        return true
    }

    /// ``allows(word:)`` of an ASCII word (it starts and ends with a letter or digit).
    private func allows(asciiWord word: UnsafeBufferPointer<UInt8>) -> Bool {
        if word.count == 1 || word.contains(where: { $0 &- UInt8(ascii: "0") < 10 }) { return true }
        if word.count <= 6 && word.allSatisfy({ $0 &- UInt8(ascii: "A") < 26 }) { return true }
        let lowercased = String(unsafeUninitializedCapacity: word.count) { buffer in
            for index in word.indices { buffer[index] = word[index] &- UInt8(ascii: "A") < 26 ? word[index] | 0x20 : word[index] }
            return word.count
        }
        return words.contains(lowercased) || Self.sameEverywhere.contains(lowercased)
    }

    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    @inline(__always)
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Whether `bytes` hold `needle`, at `start` when it is given.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString, at start: Int? = nil) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let starts = start.map { $0...$0 } ?? 0...(bytes.count - count)
        for position in starts where memcmp(bytes.baseAddress! + position, needle.utf8Start, count) == 0 { return true }
        return false
    }

    /// Whether a chunk of text between whitespace may stay.
    private func allows(chunk: Substring) -> Bool {
        // A web or mail address stays as written. (Their ASCII marks are looked for in the bytes first: Foundation
        // finds them only where the bytes are.)
        if Self.bytesContain(chunk, "://") && chunk.contains("://") { return true }
        if chunk.utf8.first == UInt8(ascii: "w") && chunk.hasPrefix("www.") { return true }
        if Self.bytesContain(chunk, "@") && chunk.contains("@") && chunk.contains(".") { return true }
        for word in Self.words(in: chunk) where !allows(word: word) { return false }
        return true
    }

    /// Whether the UTF-8 of `text` holds the bytes of `needle`.
    private static func bytesContain(_ text: Substring, _ needle: StaticString) -> Bool {
        let bytes = text.utf8
        let first = needle.utf8Start[0]
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)) { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether `text` may contain `phrase` as Foundation finds it: false only when both are ASCII (where
    /// Foundation's comparison is byte for byte) and the bytes do not occur; most texts are checked so, without
    /// a call into Foundation.
    private static func mayContain(_ text: String, isASCII: Bool, _ phrase: String) -> Bool {
        guard isASCII else { return true }
        var text = text
        var phrase = phrase
        return text.withUTF8 { haystack in
            phrase.withUTF8 { needle in
                guard !needle.isEmpty, needle.allSatisfy({ $0 < 0x80 }) else { return true }
                guard needle.count <= haystack.count else { return false }
                let first = needle[0]
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    var matched = true
                    for offset in 1..<needle.count where haystack[start + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                return false
            }
        }
    }

    /// Whether one word may stay: an allowed or universal word, an acronym, a single letter, or one with a digit.
    private func allows(word: Substring) -> Bool {
        let lowercased = word.lowercased()
        if words.contains(lowercased) || Self.sameEverywhere.contains(lowercased) { return true }
        if word.count == 1 || word.contains(where: \.isNumber) { return true }
        // An acronym: two to six capital letters (RSS, HTTPS).
        return word.count <= 6 && word.allSatisfy { $0.isUppercase }
    }

    /// The runs of letters of `text` (with `-` and `'` inside a word, and a leading `°`).
    private static func words(in text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let inWord = character.isLetter || character.isNumber || character == "°"
                || (start != nil && (character == "-" || character == "'" || character == "’"))
            if inWord {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(trimmed(text[wordStart..<index]))
                start = nil
            }
            index = text.index(after: index)
        }
        if let wordStart = start { words.append(trimmed(text[wordStart...])) }
        return words.filter { !$0.isEmpty }
    }

    private static func trimmed(_ word: Substring) -> Substring {
        var word = word
        while let last = word.last, last == "-" || last == "'" || last == "’" { word = word.dropLast() }
        return word
    }
}
