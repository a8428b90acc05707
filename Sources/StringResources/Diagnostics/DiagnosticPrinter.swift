/// Prints diagnostics as compilers do: `file:line:column: severity: message (key › path) [code]`.
///
/// The one printer for every diagnostic of the package and its tools: editors and CI logs recognise the form,
/// and a line always holds one diagnostic (line breaks in a message, from a key such as `"Line 1\nLine 2"`, are
/// written `\n` and `\r`). A diagnostic without a location is printed under ``defaultLocation`` (a tool prints
/// its own warnings as `xcstrings plurals: warning: …`). Parts can be styled (coloured) by ``style``.
public struct DiagnosticPrinter: Sendable {
    /// A part of a printed diagnostic that may be styled.
    public enum Part: Sendable, Hashable {
        /// `file:line:column:`
        case location
        /// The severity word with its colon, `error:`.
        case severity(Severity)
        /// The key path in parentheses.
        case keyPath
        /// The rule or code in brackets.
        case code
        /// A summary line printed after the diagnostics (`2 errors, 1 warning and 0 notes in 3 files`).
        case summary
    }

    /// What is printed where a diagnostic has no location.
    public var defaultLocation: String
    /// Wraps a part in a style (a terminal colour); `nil` prints plain text.
    public var style: (@Sendable (String, Part) -> String)?

    /// Creates a printer.
    public init(defaultLocation: String = "<input>", style: (@Sendable (String, Part) -> String)? = nil) {
        self.defaultLocation = defaultLocation
        self.style = style
    }

    /// One diagnostic as a line, without the line break.
    public func line(_ diagnostic: Diagnostic) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(diagnostic.message.utf8.count + 96)
        append(diagnostic, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One line per diagnostic, each ending in a line break.
    public func lines<Diagnostics: Sequence>(_ diagnostics: Diagnostics) -> String where Diagnostics.Element == Diagnostic {
        var bytes: [UInt8] = []
        for diagnostic in diagnostics {
            append(diagnostic, to: &bytes)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one diagnostic, without the line break, as UTF-8 (a lint may print tens of thousands).
    public func append(_ diagnostic: Diagnostic, to bytes: inout [UInt8]) {
        append(diagnostic.severity, diagnostic.message, location: diagnostic.location, code: diagnostic.code, to: &bytes)
    }

    /// Appends the parts of one diagnostic without making a ``Diagnostic`` of them (the fast path of reports).
    public func append(_ severity: Severity, _ message: String, location: DiagnosticLocation?, code: String?, to bytes: inout [UInt8]) {
        if let style {
            Self.write(style(place(of: location) + ":", .location), to: &bytes)
            bytes.append(0x20)
            Self.write(style(severity.rawValue + ":", .severity(severity)), to: &bytes)
            bytes.append(0x20)
            Self.writeOneLine(message, to: &bytes)
            if let location, !location.keyPath.isEmpty {
                var keyPath: [UInt8] = []
                Self.writeKeyPath(location, to: &keyPath)
                bytes.append(0x20)
                Self.write(style("(" + String(decoding: keyPath, as: UTF8.self) + ")", .keyPath), to: &bytes)
            }
            if let code {
                bytes.append(0x20)
                Self.write(style("[" + code + "]", .code), to: &bytes)
            }
            return
        }
        // Plain text is written straight into the buffer, without a string per part.
        Self.write(location?.file ?? defaultLocation, to: &bytes)
        if let position = location?.position {
            bytes.append(UInt8(ascii: ":"))
            Self.writeNumber(position.line, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            Self.writeNumber(position.column, to: &bytes)
        }
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        Self.write(severity.rawValue, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        Self.writeOneLine(message, to: &bytes)
        if let location, !location.keyPath.isEmpty {
            bytes.append(contentsOf: [0x20, UInt8(ascii: "(")])
            Self.writeKeyPath(location, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        }
        if let code {
            bytes.append(contentsOf: [0x20, UInt8(ascii: "[")])
            Self.write(code, to: &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
    }

    /// Appends the key path as ``DiagnosticLocation/keyPathDescription`` spells it, one line.
    private static func writeKeyPath(_ location: DiagnosticLocation, to bytes: inout [UInt8]) {
        guard location.keyPath.count <= 16 else { return writeOneLine(location.keyPathDescription, to: &bytes) }
        for (index, step) in location.keyPath.enumerated() {
            if index > 0 { bytes.append(contentsOf: [0x20, 0xE2, 0x80, 0xBA, 0x20]) }  // " › "
            writeOneLine(step, to: &bytes)
        }
    }

    /// `file:line:column`, the default location standing in for a missing file.
    public func place(of location: DiagnosticLocation?) -> String {
        guard let location else { return defaultLocation }
        var text = location.file ?? defaultLocation
        if let position = location.position { text += ":\(position.line):\(position.column)" }
        return text
    }

    private static func write(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` with CR and LF written as `\r` and `\n`, and the other characters that some tools take for
    /// line breaks (VT, FF, the separators U+001C–U+001E, NEL, U+2028, U+2029) as `\u{…}`, so that the diagnostic
    /// stays one line for every reader of the log.
    private static func writeOneLine(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C || (0x1C...0x1E).contains($0) || $0 == 0x85 || $0 == 0xA8 || $0 == 0xA9 })
            else {
                bytes.append(contentsOf: utf8)
                return
            }
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x0B, 0x0C, 0x1C, 0x1D, 0x1E: write("\\u{" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) + "}", to: &bytes)
                case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0x85:
                    write("\\u{85}", to: &bytes)
                    index += 1
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    write(utf8[index + 2] == 0xA8 ? "\\u{2028}" : "\\u{2029}", to: &bytes)
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
            }
        }
    }

    /// Appends the decimal digits of a line or column number.
    private static func writeNumber(_ number: Int, to bytes: inout [UInt8]) {
        guard number > 0 else { return write(String(number), to: &bytes) }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }
}

private extension String {
    /// The string with zeros before it up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
