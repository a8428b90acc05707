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
        guard style == nil else {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(diagnostic.message.utf8.count + 96)
            append(diagnostic, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var buffer = DiagnosticTextBuffer(capacity: diagnostic.message.utf8.count + 96)
        appendPlain(diagnostic.severity, diagnostic.message, location: diagnostic.location, code: diagnostic.code, to: &buffer)
        return buffer.text()
    }

    /// One line per diagnostic, each ending in a line break.
    public func lines<Diagnostics: Sequence>(_ diagnostics: Diagnostics) -> String where Diagnostics.Element == Diagnostic {
        guard style == nil else {
            var bytes: [UInt8] = []
            for diagnostic in diagnostics {
                append(diagnostic, to: &bytes)
                bytes.append(0x0A)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var buffer = DiagnosticTextBuffer(capacity: diagnostics.underestimatedCount * 128)
        for diagnostic in diagnostics {
            appendPlain(diagnostic.severity, diagnostic.message, location: diagnostic.location, code: diagnostic.code, to: &buffer)
            buffer.put(0x0A)
        }
        return buffer.text()
    }

    /// Appends one diagnostic, without the line break, as UTF-8 (a lint may print tens of thousands).
    public func append(_ diagnostic: Diagnostic, to bytes: inout [UInt8]) {
        append(diagnostic.severity, diagnostic.message, location: diagnostic.location, code: diagnostic.code, to: &bytes)
    }

    /// Appends the parts of one diagnostic without making a ``Diagnostic`` of them (the fast path of reports).
    public func append(_ severity: Severity, _ message: String, location: DiagnosticLocation?, code: String?, to bytes: inout [UInt8]) {
        if let style {
            var buffer = DiagnosticTextBuffer(capacity: message.utf8.count + 96)
            buffer.write(style(place(of: location) + ":", .location))
            buffer.write(" ")
            buffer.write(style(severity.rawValue + ":", .severity(severity)))
            buffer.write(" ")
            buffer.writeOneLine(message)
            if let location, !location.keyPath.isEmpty {
                var keyPath = DiagnosticTextBuffer(capacity: 64)
                Self.writeKeyPath(location, to: &keyPath)
                buffer.write(" ")
                buffer.write(style("(" + keyPath.text() + ")", .keyPath))
            }
            if let code {
                buffer.write(" ")
                buffer.write(style("[" + code + "]", .code))
            }
            return buffer.append(to: &bytes)
        }
        var buffer = DiagnosticTextBuffer(capacity: message.utf8.count + 96)
        appendPlain(severity, message, location: location, code: code, to: &buffer)
        buffer.append(to: &bytes)
    }

    /// Appends one diagnostic without style, without the line break (the fast path of reports): each part is
    /// copied into the buffer in one piece, escaped only where it holds a line break.
    func appendPlain(_ severity: Severity, _ message: String, location: DiagnosticLocation?, code: String?, to buffer: inout DiagnosticTextBuffer) {
        appendPlain(severity, location: location, code: code, to: &buffer) { $0.writeOneLine(message) }
    }

    /// ``appendPlain(_:_:location:code:to:)`` with the message written by `writeMessage`, as one line (a finding
    /// writes its message from its parts).
    @inline(__always)
    func appendPlain(
        _ severity: Severity, location: DiagnosticLocation?, code: String?, to buffer: inout DiagnosticTextBuffer,
        message writeMessage: (inout DiagnosticTextBuffer) -> Void
    ) {
        writePlace(file: location?.file, position: location?.position, severity: severity, to: &buffer)
        writeMessage(&buffer)
        if let location, !location.keyPath.isEmpty {
            buffer.putLiteral(" (")
            Self.writeKeyPath(location, to: &buffer)
            buffer.put(UInt8(ascii: ")"))
        }
        if let code {
            buffer.putLiteral(" [")
            buffer.write(code)
            buffer.put(UInt8(ascii: "]"))
        }
    }

    /// ``appendPlain(_:location:code:to:message:)`` for one of a run of lines printed in order into `buffer`, with the
    /// location and code read in place (a copy would retain each of their strings): the parts made of the same
    /// values as on the previous line, as `memo` tells, are copied from that line.
    @inline(__always)
    func appendPlain(
        _ severity: Severity, location: UnsafePointer<DiagnosticLocation>, code: UnsafePointer<String>, memo: inout DiagnosticLineMemo,
        to buffer: inout DiagnosticTextBuffer, message writeMessage: (inout DiagnosticTextBuffer) -> Void
    ) {
        let position = location.pointee.position
        let place = DiagnosticLineMemo.Place(file: DiagnosticValueBits(location.pointee.file), position: position, severity: severity)
        memo.place.append(place, to: &buffer) { buffer in
            let file = location.pointee.file
            writePlace(file: file, position: position, severity: severity, to: &buffer)
            return file
        }
        writeMessage(&buffer)
        let tail = DiagnosticLineMemo.Tail(keyPath: DiagnosticValueBits(location.pointee.keyPath), code: DiagnosticValueBits(code.pointee))
        memo.tail.append(tail, to: &buffer) { buffer in
            let keyPath = location.pointee.keyPath
            if !keyPath.isEmpty {
                buffer.putLiteral(" (")
                Self.writeKeyPath(keyPath, to: &buffer)
                buffer.put(UInt8(ascii: ")"))
            }
            let code = code.pointee
            buffer.putLiteral(" [")
            buffer.write(code)
            buffer.put(UInt8(ascii: "]"))
            return (keyPath, code)
        }
    }

    /// `file:line:column: severity: `, the start of a plain line.
    @inline(__always)
    private func writePlace(file: String?, position: SourcePosition?, severity: Severity, to buffer: inout DiagnosticTextBuffer) {
        buffer.write(file ?? defaultLocation)
        if let position {
            buffer.put(UInt8(ascii: ":"))
            buffer.putNumber(position.line)
            buffer.put(UInt8(ascii: ":"))
            buffer.putNumber(position.column)
        }
        buffer.putLiteral(": ")
        buffer.write(severity)
        buffer.putLiteral(": ")
    }

    /// `file:line:column`, the default location standing in for a missing file.
    public func place(of location: DiagnosticLocation?) -> String {
        guard let location else { return defaultLocation }
        var text = location.file ?? defaultLocation
        if let position = location.position { text += ":\(position.line):\(position.column)" }
        return text
    }

    /// Appends the key path as ``DiagnosticLocation/keyPathDescription`` spells it, one line.
    private static func writeKeyPath(_ location: DiagnosticLocation, to buffer: inout DiagnosticTextBuffer) {
        writeKeyPath(location.keyPath, to: &buffer)
    }

    /// Appends `keyPath` as ``DiagnosticLocation/keyPathDescription`` spells it, one line.
    private static func writeKeyPath(_ keyPath: [String], to buffer: inout DiagnosticTextBuffer) {
        guard keyPath.count <= 16 else { return buffer.writeOneLine(DiagnosticLocation(keyPath: keyPath).keyPathDescription) }
        for index in keyPath.indices {
            if index > 0 { buffer.putLiteral(" › ") }
            buffer.writeOneLine(keyPath[index])
        }
    }
}
