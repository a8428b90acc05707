extension XMLPullParser {
    /// Detects the encoding from the first bytes (a byte order mark, UTF-16's zero bytes, the XML declaration's
    /// `encoding`) and decodes what is there.
    func start() throws(XMLError) {
        started = true
        var prefix: [UInt8]
        if let whole = wholeInput {
            prefix = whole
        } else {
            prefix = []
            // Enough bytes to see a BOM and the declaration's encoding.
            while prefix.count < 1024, let chunk = try readRaw() { prefix += chunk }
        }
        let (detected, skip) = try Self.detectEncoding(prefix)
        encoding = detected
        if let whole = wholeInput {
            wholeInput = nil
            if detected == .utf8 {
                // In place: no copy of a large document, only validation.
                let (valid, problem) = whole.withUnsafeBufferPointer { StreamingTextDecoder.validateUTF8(UnsafeBufferPointer(rebasing: $0[skip...])) }
                buffer = problem == nil ? whole : Array(whole[..<(skip + valid)])
                index = skip
                positionOrigin = skip
                if let problem { pendingInputError = fail(.invalidEncoding, at: buffer.count, problem) }
            } else {
                var decoder = StreamingTextDecoder(encoding: detected)
                do {
                    try decoder.decode(Array(whole[skip...]), into: &buffer, isFinal: true)
                } catch {
                    pendingInputError = fail(.invalidEncoding, at: buffer.count, error.message)
                }
            }
            inputEnded = true
        } else {
            var decoder = StreamingTextDecoder(encoding: detected)
            do {
                try decoder.decode(Array(prefix[skip...]), into: &buffer, isFinal: false)
            } catch {
                pendingInputError = fail(.invalidEncoding, at: buffer.count, error.message)
            }
            self.decoder = decoder
        }
    }

    /// Reads more input into the buffer; false when the input has ended. Bytes before `tokenStart` are dropped
    /// first, so offsets relative to `tokenStart` stay valid and absolute buffer indices do not.
    func refill() throws(XMLError) -> Bool {
        if let pendingInputError { throw pendingInputError }
        guard !inputEnded, var decoder else { return false }
        var decoded: [UInt8] = []
        var failure: StreamingTextDecoder.Failure?
        while decoded.isEmpty && failure == nil && !inputEnded {
            let chunk = try readRaw()
            do throws(StreamingTextDecoder.Failure) {
                if let chunk {
                    try decoder.decode(chunk, into: &decoded, isFinal: false)
                } else {
                    inputEnded = true
                    try decoder.decode([], into: &decoded, isFinal: true)
                }
            } catch {
                failure = error
            }
        }
        self.decoder = decoder
        if tokenStart > 0 && !decoded.isEmpty {
            // Keep line and column counting from where the dropped bytes end.
            _ = position(atIndex: tokenStart)
            base = checkpoint.counter
            checkpoint = (0, base)
            droppedCount += tokenStart - positionOrigin
            buffer.removeSubrange(0..<tokenStart)
            index -= tokenStart
            eventStart = max(0, eventStart - tokenStart)
            tokenStart = 0
            positionOrigin = 0
        }
        buffer.append(contentsOf: decoded)
        if let failure {
            let error = fail(.invalidEncoding, at: buffer.count, failure.message)
            pendingInputError = error
            if decoded.isEmpty { throw error }
        }
        if buffer.count - tokenStart > options.maximumTokenLength {
            throw fail(.tooLarge, at: tokenStart, "a single token is longer than \(options.maximumTokenLength) bytes")
        }
        return !decoded.isEmpty
    }

    /// Makes sure `count` bytes from `tokenStart + relative` are in the buffer (fewer at the end of input).
    /// Returns whether they are.
    @discardableResult
    func ensure(_ relative: Int, _ count: Int) throws(XMLError) -> Bool {
        while tokenStart + relative + count > buffer.count {
            guard try refill() else { return false }
        }
        return true
    }

    /// The byte at `tokenStart + relative`, reading more input when needed; nil at the end of input.
    @inline(__always)
    func byte(_ relative: Int) throws(XMLError) -> UInt8? {
        let at = tokenStart + relative
        if at < buffer.count { return buffer[at] }
        guard try ensure(relative, 1) else { return nil }
        return buffer[tokenStart + relative]
    }

    private func readRaw() throws(XMLError) -> [UInt8]? {
        guard let reader else { return nil }
        do {
            let chunk = try reader()
            // A source that said it ended is not asked again (a file's handle is closed by then, and reading it
            // would fail: a truncated document would be reported as unreadable instead of cut short).
            if chunk == nil { self.reader = nil }
            return chunk
        } catch {
            throw XMLError(.unreadable, at: position(atIndex: buffer.count), "the document cannot be read: \(error)")
        }
    }

    /// The encoding of a document from its first bytes, and how many bytes of byte order mark to skip.
    static func detectEncoding(_ prefix: [UInt8]) throws(XMLError) -> (StreamingTextDecoder.Encoding, Int) {
        let start = SourcePosition(line: 1, column: 1)
        let declared = declaredEncoding(prefix)
        if let (bom, length) = StreamingTextDecoder.byteOrderMark(of: prefix) {
            if bom == .utf16LittleEndian, prefix.count >= 4, prefix[2] == 0, prefix[3] == 0 {
                throw XMLError(.unsupportedEncoding, at: start, "the document is in UTF-32, which is not supported; save it as UTF-8")
            }
            if bom == .utf8, let declared, StreamingTextDecoder.Encoding(label: declared) != .utf8 {
                throw XMLError(.unsupportedEncoding, at: start, "the byte order mark says UTF-8 but the XML declaration says \(declared)")
            }
            return (bom, length)
        }
        if prefix.starts(with: [0x00, 0x00, 0x00, 0x3C]) || prefix.starts(with: [0x3C, 0x00, 0x00, 0x00]) {
            throw XMLError(.unsupportedEncoding, at: start, "the document is in UTF-32, which is not supported; save it as UTF-8")
        }
        if prefix.starts(with: [0x3C, 0x00, 0x3F, 0x00]) || prefix.starts(with: [0x3C, 0x00]) { return (.utf16LittleEndian, 0) }
        if prefix.starts(with: [0x00, 0x3C, 0x00, 0x3F]) || prefix.starts(with: [0x00, 0x3C]) { return (.utf16BigEndian, 0) }
        if prefix.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) {
            throw XMLError(.unsupportedEncoding, at: start, "the document is in EBCDIC, which is not supported; save it as UTF-8")
        }
        guard let declared else { return (.utf8, 0) }
        guard let encoding = StreamingTextDecoder.Encoding(label: declared) else {
            throw XMLError(.unsupportedEncoding, at: start, "encoding '\(declared)' is not supported (UTF-8, UTF-16, ISO-8859-1 and US-ASCII are); save the document as UTF-8")
        }
        if encoding == .utf16BigEndian || encoding == .utf16LittleEndian {
            throw XMLError(.unsupportedEncoding, at: start, "the XML declaration says \(declared) but the document is not in UTF-16")
        }
        return (encoding, 0)
    }

    /// The `encoding` pseudo-attribute of an XML declaration in ASCII-compatible bytes, or nil.
    static func declaredEncoding(_ prefix: [UInt8]) -> String? {
        var bytes = prefix
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard bytes.starts(with: Array("<?xml".utf8)), bytes.count > 5, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[5]) else { return nil }
        let limit = min(bytes.count, 1024)
        guard let close = (5..<limit).first(where: { bytes[$0] == UInt8(ascii: "?") && $0 + 1 < limit && bytes[$0 + 1] == UInt8(ascii: ">") }) else { return nil }
        let declaration = String(decoding: bytes[5..<close], as: UTF8.self)
        guard let range = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return nil }
        return String(rest[..<end])
    }
}
