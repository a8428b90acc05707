import Testing
import HTTPServer

/// RFC 7239's `Forwarded`: its syntax (§4), its nodes (§6) and which element a server behind one proxy trusts.
@Suite("ForwardedHeader")
struct ForwardedHeaderTests {
    /// A value, then each element's `for` node and `proto` (nil: the value is malformed).
    static let values: [(value: String, elements: [(for: String?, proto: String?)]?)] = [
        ("for=192.0.2.60;proto=http;by=203.0.113.43", [("192.0.2.60", "http")]),
        (#"for="_gazonk""#, [("_gazonk", nil)]),
        (#"For="[2001:db8:cafe::17]:4711""#, [("[2001:db8:cafe::17]:4711", nil)]),
        ("for=192.0.2.43, for=198.51.100.17", [("192.0.2.43", nil), ("198.51.100.17", nil)]),
        ("for=192.0.2.43,for=198.51.100.17;proto=HTTPS", [("192.0.2.43", nil), ("198.51.100.17", "https")]),
        (#"for=unknown, for="[2001:db8::1]";proto=https"#, [("unknown", nil), ("[2001:db8::1]", "https")]),
        (#"for="a\"b""#, [(#"a"b"#, nil)]),
        ("for=192.0.2.43, , for=198.51.100.17", [("192.0.2.43", nil), ("198.51.100.17", nil)]),
        ("", nil),
        ("for", nil),
        ("for=", nil),
        ("=192.0.2.43", nil),
        (#"for="192.0.2.43"#, nil),
        ("for=192.0.2.43;for=198.51.100.17", nil),
        ("for=192.0.2.43 proto=http", nil),
        ("for=[2001:db8::1]", nil),
        ("for=\"a\u{01}b\"", nil),
    ]

    @Test("parses elements and their parameters, and refuses what is not RFC 7239's syntax", arguments: values.indices)
    func parse(index: Int) {
        let (value, expected) = Self.values[index]
        let header = ForwardedHeader(value)
        guard let expected else {
            #expect(header == nil, "\(value) should be refused: \(String(describing: header))")
            return
        }
        let elements = header?.elements ?? []
        #expect(elements.map(\.for) == expected.map(\.for), "\(value)")
        #expect(elements.map(\.proto) == expected.map(\.proto), "\(value)")
    }

    @Test("a node's address, without brackets or port; none for unknown, obfuscated or malformed nodes", arguments: [
        ("192.0.2.43", "192.0.2.43"), ("192.0.2.43:47011", "192.0.2.43"), ("[2001:db8:cafe::17]", "2001:db8:cafe::17"),
        ("[2001:db8:cafe::17]:4711", "2001:db8:cafe::17"), ("unknown", nil), ("UNKNOWN", nil), ("_hidden", nil),
        ("[2001:db8::1", nil), ("[2001:db8::1]x", nil), ("[2001:db8::1]:", nil), ("2001:db8::1", nil), ("", nil),
    ] as [(String, String?)])
    func clientAddress(node: String, address: String?) {
        #expect(ForwardedHeader.Element(parameters: ["for": node]).clientAddress == address, "\(node)")
    }

    @Test("the nearest proxy's element is read even after a client's malformed one", arguments: [
        (#"for="unterminated, for=198.51.100.7"#, "198.51.100.7"),
        ("for=203.0.113.9, for=198.51.100.7", "198.51.100.7"),
        ("garbage!!, for=198.51.100.7;proto=https", "198.51.100.7"),
        ("for=198.51.100.7, garbage!!", nil),
        ("garbage", nil),
    ] as [(String, String?)])
    func lastElement(value: String, address: String?) {
        #expect(ForwardedHeader.trailingElements(of: value, count: 1)?.last?.clientAddress == address, "\(value)")
    }

    @Test("the last elements of two trusted proxies, also after a client's malformed element", arguments: [
        ("for=192.0.2.1, for=198.51.100.7, for=203.0.113.5", ["192.0.2.1", "198.51.100.7", "203.0.113.5"], 2, ["198.51.100.7", "203.0.113.5"]),
        (#"for="bad, for=198.51.100.7, for=203.0.113.5"#, nil, 2, ["198.51.100.7", "203.0.113.5"]),
        ("for=203.0.113.5", ["203.0.113.5"], 2, ["203.0.113.5"]),
        ("bad!!, for=203.0.113.5", nil, 2, nil),
    ] as [(String, [String]?, Int, [String]?)])
    func trailingElements(value: String, all: [String]?, count: Int, trailing: [String]?) {
        #expect(ForwardedHeader(value)?.elements.compactMap(\.clientAddress) == all, "\(value)")
        #expect(ForwardedHeader.trailingElements(of: value, count: count)?.compactMap(\.clientAddress) == trailing, "\(value)")
    }
}
