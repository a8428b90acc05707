extension XMLPullParser {
    /// Reads `<!DOCTYPE name (SYSTEM "…" | PUBLIC "…" "…")? [internal subset]? >` without loading anything.
    ///
    /// The internal subset may hold element, attribute-list and notation declarations, comments and processing
    /// instructions, which are skipped; an entity declaration or a parameter-entity reference is refused, so that
    /// no entity ever expands and nothing is fetched.
    func readDocumentType() throws(XMLError) -> XMLEventKind {
        guard state == .prolog, !sawDocumentType else {
            throw fail(.malformed, at: tokenStart, "a DOCTYPE is allowed once, before the root element")
        }
        var scan = 9
        var quote: UInt8 = 0
        var subsetStart: Int?
        var subsetEnd: Int?
        var closing: Int?
        while closing == nil {
            guard let byte = try byte(scan) else {
                throw fail(.unexpectedEnd, at: tokenStart, "the document ends inside the DOCTYPE")
            }
            if quote != 0 {
                if byte == quote { quote = 0 }
                scan += 1
                continue
            }
            if subsetStart != nil && subsetEnd == nil {
                if try matches(scan, "<!--") {
                    guard let close = try find(Array("-->".utf8), from: scan + 4) else {
                        throw fail(.unexpectedEnd, at: tokenStart + scan, "the document ends inside a comment")
                    }
                    scan = close + 3
                    continue
                }
                if try matches(scan, "<?") {
                    guard let close = try find(Array("?>".utf8), from: scan + 2) else {
                        throw fail(.unexpectedEnd, at: tokenStart + scan, "the document ends inside a processing instruction")
                    }
                    scan = close + 2
                    continue
                }
                if try matches(scan, "<!ENTITY") {
                    throw try refuseEntityDeclaration(at: scan)
                }
                switch byte {
                case UInt8(ascii: "%"):
                    throw fail(.entityDeclaration, at: tokenStart + scan, "parameter entity references are refused in the DOCTYPE")
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    quote = byte
                case UInt8(ascii: "]"):
                    subsetEnd = scan
                default:
                    break
                }
                scan += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["):
                guard subsetStart == nil else { throw fail(.malformed, at: tokenStart + scan, "the DOCTYPE has two internal subsets") }
                subsetStart = scan
            case UInt8(ascii: ">"): closing = scan
            default: break
            }
            scan += 1
        }
        let headerEnd = tokenStart + (subsetStart ?? closing ?? scan)
        let header = try documentTypeHeader(from: tokenStart + 9, to: headerEnd)
        if let subsetEnd, let closing {
            let trailing = buffer[(tokenStart + subsetEnd + 1)..<(tokenStart + closing)]
            guard trailing.allSatisfy(Self.isSpace) else {
                throw fail(.malformed, at: tokenStart + subsetEnd + 1, "only white space may follow the DOCTYPE's internal subset")
            }
        }
        currentDocumentType = header
        sawDocumentType = true
        index = tokenStart + (closing ?? scan) + 1
        return .documentType
    }

    private func documentTypeHeader(from start: Int, to end: Int) throws(XMLError) -> (name: String, publicID: String?, systemID: String?) {
        // Words and quoted literals.
        var tokens: [(text: String, quoted: Bool, at: Int)] = []
        var at = start
        guard at < end, Self.isSpace(buffer[at]) else {
            throw fail(.malformed, at: at, "white space must follow '<!DOCTYPE'")
        }
        while at < end {
            let byte = buffer[at]
            if Self.isSpace(byte) {
                at += 1
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let literalStart = at + 1
                var close = literalStart
                while close < end && buffer[close] != byte { close += 1 }
                guard close < end else { throw fail(.malformed, at: at, "a quoted identifier in the DOCTYPE is not closed") }
                tokens.append((string(literalStart, close), true, at))
                at = close + 1
            } else {
                let wordStart = at
                while at < end && !Self.isSpace(buffer[at]) && buffer[at] != UInt8(ascii: "\"") && buffer[at] != UInt8(ascii: "'") { at += 1 }
                tokens.append((string(wordStart, at), false, wordStart))
            }
        }
        guard let name = tokens.first, !name.quoted, !name.text.isEmpty else {
            throw fail(.malformed, at: start, "the DOCTYPE needs the root element's name")
        }
        let rest = tokens.dropFirst()
        switch rest.map(\.text).first {
        case nil:
            return (name.text, nil, nil)
        case "SYSTEM":
            guard rest.count == 2, rest.last?.quoted == true, let system = rest.last?.text else {
                throw fail(.malformed, at: rest.first?.at ?? start, "SYSTEM must be followed by one quoted identifier")
            }
            return (name.text, nil, system)
        case "PUBLIC":
            let literals = Array(rest.dropFirst())
            guard literals.count == 2, literals.allSatisfy(\.quoted) else {
                throw fail(.malformed, at: rest.first?.at ?? start, "PUBLIC must be followed by a public and a system identifier")
            }
            return (name.text, literals[0].text, literals[1].text)
        default:
            throw fail(.malformed, at: rest.first?.at ?? start, "unexpected '\(rest.first?.text ?? "")' in the DOCTYPE")
        }
    }

    /// The error for `<!ENTITY …>` at `relative`: external when it names a SYSTEM or PUBLIC identifier.
    private func refuseEntityDeclaration(at relative: Int) throws(XMLError) -> XMLError {
        var scan = relative + 8
        var quote: UInt8 = 0
        var words: [UInt8] = []
        var external = false
        while let byte = try byte(scan), scan - relative < 65_536 {
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            } else {
                words.append(byte)
            }
            scan += 1
        }
        let unquoted = String(decoding: words, as: UTF8.self)
        for word in unquoted.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) where word == "SYSTEM" || word == "PUBLIC" {
            external = true
        }
        if external {
            return fail(.externalEntity, at: tokenStart + relative, "external entities are refused: the document declares an entity stored outside it, which is never fetched")
        }
        return fail(.entityDeclaration, at: tokenStart + relative, "entity declarations are refused: the DOCTYPE declares an entity, which this reader never expands")
    }
}
