/// The `Forwarded` header of RFC 7239: each proxy a request passed through adds an element naming the client it saw
/// (`for`), the protocol it was asked with (`proto`), itself (`by`) and the host asked for (`host`).
///
/// ```swift
/// let header = ForwardedHeader(#"for=192.0.2.43, for="[2001:db8:cafe::17]:4711";proto=https"#)
/// header?.elements.last?.clientAddress  // "2001:db8:cafe::17"
/// header?.elements.last?.proto          // "https"
/// ```
/// Only the last element is the nearest proxy's; those before it are whatever the client and earlier proxies wrote.
public struct ForwardedHeader: Sendable, Equatable {
    /// One proxy's element: its parameters by lowercased name, values unquoted.
    public struct Element: Sendable, Equatable {
        public var parameters: [String: String]

        public init(parameters: [String: String]) {
            self.parameters = parameters
        }

        /// `for`: the client the proxy saw, as a node (`192.0.2.43`, `"[2001:db8::17]:4711"`, `unknown`, `_hidden`).
        public var `for`: String? { parameters["for"] }
        /// `proto`: the scheme the proxy was asked with (`http`, `https`), lowercased.
        public var proto: String? { parameters["proto"]?.lowercased() }
        /// `by`: the proxy's own node.
        public var by: String? { parameters["by"] }
        /// `host`: the `Host` the proxy was asked for.
        public var host: String? { parameters["host"] }

        /// The address in `for`, without an IPv6 address's brackets or a port; nil for `unknown`, an obfuscated
        /// identifier (`_hidden`) or anything that is no node.
        public var clientAddress: String? {
            guard let node = self.for, !node.isEmpty, node.lowercased() != "unknown", !node.hasPrefix("_") else { return nil }
            if node.hasPrefix("[") {
                guard let close = node.firstIndex(of: "]") else { return nil }
                let rest = node[node.index(after: close)...]
                guard rest.isEmpty || (rest.hasPrefix(":") && rest.count > 1) else { return nil }
                return String(node[node.index(after: node.startIndex)..<close])
            }
            // IPv4 with an optional port; a bare IPv6 address is not a valid node (RFC 7239 §6 wants brackets).
            let parts = node.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2, let address = parts.first, !address.isEmpty else { return nil }
            return String(address)
        }
    }

    /// The elements, the first proxy's first.
    public var elements: [Element]

    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Parses one field value, or several joined with commas (as a request's repeated `Forwarded` lines combine); nil
    /// when it is not RFC 7239's syntax.
    public init?(_ value: String) {
        guard let elements = Self.parse(Array(value.utf8)) else { return nil }
        self.elements = elements
    }

    /// The last `count` elements of `value` (fewer when it has fewer), the nearest proxy's last: read alone when
    /// what comes before them is malformed (a client can send an unterminated quote; the proxies' own elements after it
    /// stay readable). Nil when they cannot be read.
    public static func trailingElements(of value: String, count: Int) -> [Element]? {
        guard count > 0 else { return [] }
        if let header = ForwardedHeader(value) { return Array(header.elements.suffix(count)) }
        let bytes = Array(value.utf8)
        var commas = 0
        var start = bytes.endIndex
        while start > bytes.startIndex {
            start -= 1
            if bytes[start] == UInt8(ascii: ",") {
                commas += 1
                if commas == count { return parse(Array(bytes[(start + 1)...])) }
            }
        }
        return nil
    }

    // MARK: Parsing

    private static func parse(_ bytes: [UInt8]) -> [Element]? {
        var elements: [Element] = []
        var parameters: [String: String] = [:]
        var index = 0
        func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        skipWhitespace()
        guard index < bytes.count else { return nil }
        while true {
            skipWhitespace()
            // An empty list element (`a, , b`) is allowed by the list syntax and means nothing.
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard let name = token(bytes, &index), index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            let value: String
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                guard let quoted = quotedString(bytes, &index) else { return nil }
                value = quoted
            } else {
                guard let plain = token(bytes, &index) else { return nil }
                value = plain
            }
            let key = name.lowercased()
            // A parameter named twice in one element is invalid (§4).
            guard parameters.updateValue(value, forKey: key) == nil else { return nil }
            skipWhitespace()
            if index == bytes.count {
                elements.append(Element(parameters: parameters))
                return elements
            }
            switch bytes[index] {
            case UInt8(ascii: ";"):
                index += 1
            case UInt8(ascii: ","):
                index += 1
                elements.append(Element(parameters: parameters))
                parameters = [:]
                skipWhitespace()
                if index == bytes.count { return elements }
            default:
                return nil
            }
        }
    }

    /// RFC 9110's token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func token(_ bytes: [UInt8], _ index: inout Int) -> String? {
        let start = index
        while index < bytes.count, isTokenByte(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private static func quotedString(_ bytes: [UInt8], _ index: inout Int) -> String? {
        index += 1
        var value: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                value.append(bytes[index])
                index += 1
            case 0x00...0x08, 0x0A...0x1F, 0x7F: return nil
            default: value.append(byte)
            }
        }
        return nil
    }
}
