import Foundation
import Testing
@testable import StringResources

@Suite struct JSONWriterTests {
    @Test(arguments: [
        ("{}", "{\n\n}"),
        ("[]", "[\n\n]"),
        ("{\"a\" : {}}", "{\n  \"a\" : {\n\n  }\n}"),
        ("{\"a\" : {\"b\" : []}}", "{\n  \"a\" : {\n    \"b\" : [\n\n    ]\n  }\n}"),
        ("[1, [2, 3], {\"k\" : null}]", "[\n  1,\n  [\n    2,\n    3\n  ],\n  {\n    \"k\" : null\n  }\n]"),
        ("{\"b\" : true, \"a\" : false}", "{\n  \"a\" : false,\n  \"b\" : true\n}"),
        ("{\"n\" : 1.0, \"m\" : -2E+3}", "{\n  \"m\" : -2E+3,\n  \"n\" : 1.0\n}"),
        ("\"a/b é 😀 \\u2028\"", "\"a/b é 😀 \u{2028}\""),
        ("\"q\\\" b\\\\ n\\n r\\r t\\t b\\b f\\f\"", "\"q\\\" b\\\\ n\\n r\\r t\\t b\\b f\\f\""),
        ("\"\\u0000\\u001F\\u0001\\u007f\"", "\"\\u0000\\u001f\\u0001\u{7F}\""),
        ("{\"\\/\" : \"\\/\"}", "{\n  \"/\" : \"/\"\n}"),
    ])
    func writesXcodeLayout(input: String, expected: String) throws {
        let value = try JSONDocument(text: input).root
        #expect(String(decoding: JSONWriter.xcodeFormatted(value), as: UTF8.self) == expected)
    }

    @Test func objectKeysFollowFoundationsLocalizedStandardCompare() {
        let keys = ["item10", "Item2", "item1", "b", "B", "a", "é", "e", "_x", "-x", "x y", "xy", "%@", "[z]", "🦖", "", "1", "01"]
        let members = keys.map { JSONMember(key: $0, value: JSONValue(.null)) }
        let written = String(decoding: JSONWriter.xcodeFormatted(JSONValue(.object(members))), as: UTF8.self)
        let expected = keys.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        let order = written.split(separator: "\n").dropFirst().dropLast().map { line in
            let text = String(line.dropFirst(3))
            return String(text[..<(text.range(of: "\" : ")?.lowerBound ?? text.endIndex)])
        }
        #expect(order == expected)
    }

    @Test func writtenTextParsesBackToTheSameContent() throws {
        let text = "{\"z\" : [{\"é\" : \"\\u0003\"}, \"\\t\"], \"a\" : {\"\" : {}}, \"m\" : 12.50}"
        let value = try JSONDocument(text: text).root
        let written = JSONWriter.xcodeFormatted(value)
        let again = try JSONDocument(bytes: written).root
        #expect(again.objectMembers?.map(\.key) == ["a", "m", "z"])
        #expect(again["z"] == value["z"] && again["a"] == value["a"] && again["m"] == value["m"])
        #expect(JSONWriter.xcodeFormatted(again) == written)
    }
}

extension JSONWriterTests {
    // MARK: Values built in code, in the pretty and compact styles

    /// (value, pretty, compact)
    @Test(arguments: [
        (JSONValue.null, "null", "null"),
        (true, "true", "true"),
        ("text", "\"text\"", "\"text\""),
        (.number(-12), "-12", "-12"),
        (.number(nil as Int?), "null", "null"),
        (.string(nil), "null", "null"),
        ([], "[]", "[]"),
        ([:], "{}", "{}"),
        ([1, "a"], "[\n  1,\n  \"a\"\n]", "[1,\"a\"]"),
        // Keys keep the order given (not Xcode's), duplicates and all.
        (["z": 1, "a": ["b": [], "c": [:]]], "{\n  \"z\": 1,\n  \"a\": {\n    \"b\": [],\n    \"c\": {}\n  }\n}", "{\"z\":1,\"a\":{\"b\":[],\"c\":{}}}"),
        // A single-line container inside an expanded one: a row of a table.
        (["rows": [(["k": "v", "n": [1, 2]] as JSONValue).singleLine, ([:] as JSONValue).singleLine]],
         "{\n  \"rows\": [\n    {\"k\": \"v\", \"n\": [1, 2]},\n    {}\n  ]\n}", "{\"rows\":[{\"k\":\"v\",\"n\":[1,2]},{}]}"),
        ((["a": ["b": [1]]] as JSONValue).singleLine, "{\"a\": {\"b\": [1]}}", "{\"a\":{\"b\":[1]}}"),
    ] as [(JSONValue, String, String)])
    func writesBuiltValues(_ value: JSONValue, _ pretty: String, _ compact: String) throws {
        #expect(JSONWriter.text(value, style: .pretty) == pretty)
        #expect(JSONWriter.text(value, style: .compact) == compact)
        // Whatever the layout, the text parses back to the same content.
        #expect(try JSONDocument(text: pretty).root == value)
        #expect(try JSONDocument(text: compact).root == value)
    }

    /// (string, its JSON literal): the same escapes in every style, `/` and non-ASCII written as they are.
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("a/b", "\"a/b\""),
        ("quote \" backslash \\", "\"quote \\\" backslash \\\\\""),
        ("\n\r\t\u{8}\u{C}", "\"\\n\\r\\t\\b\\f\""),
        ("\u{0}\u{1}\u{1F}", "\"\\u0000\\u0001\\u001f\""),
        // DEL, U+2028 and U+2029 are valid in JSON strings and kept.
        ("\u{7F}\u{2028}\u{2029}", "\"\u{7F}\u{2028}\u{2029}\""),
        ("ääkköset İzmir'e 😀 中文", "\"ääkköset İzmir'e 😀 中文\""),
        ("", "\"\""),
    ])
    func escapesStrings(_ text: String, _ literal: String) throws {
        for style in [JSONWriter.Style.xcode, .pretty, .compact] {
            var writer = JSONWriter(style: style)
            writer.write(.string(text), indent: 0)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == literal)
        }
        #expect(JSONWriter.quoted(text) == literal)
        #expect(try JSONDocument(text: literal).root.stringValue == text)
    }

    /// (number, its JSON text)
    @Test(arguments: [
        (JSONValue.number(0), "0"),
        (.number(Int.min), "-9223372036854775808"),
        (.number(25.0), "25.0"),
        (.number(0.1), "0.1"),
        (.number(1e-7), "1e-07"),
        (.number(1.5e300), "1.5e+300"),
        (.number(Double.nan), "null"),
        (.number(-Double.infinity), "null"),
        (.number(33.333, fractionDigits: 1), "33.3"),
        (.number(100, fractionDigits: 1), "100.0"),
        (.number(2.5, fractionDigits: 0), "2"),
        (.number(-0.01, fractionDigits: 1), "0.0"),
        (.number(Double.infinity, fractionDigits: 1), "null"),
    ])
    func writesNumbers(_ value: JSONValue, _ text: String) throws {
        #expect(JSONWriter.text(value) == text)
        let parsed = try JSONDocument(text: text).root
        #expect(parsed == value)
    }

    @Test func xcodeStyleIgnoresTheSingleLineLayout() {
        let value = (["b": 1, "a": [2]] as JSONValue).singleLine
        #expect(String(decoding: JSONWriter.xcodeFormatted(value), as: UTF8.self) == "{\n  \"a\" : [\n    2\n  ],\n  \"b\" : 1\n}")
    }

    /// A writer is a value: a copy writes on without changing the original, however large either grows.
    @Test(arguments: [0, 1, 10_000])
    func aCopiedWriterIsIndependent(length: Int) {
        var first = JSONWriter(style: .compact, capacity: 4)
        first.write(.string(String(repeating: "a", count: length)), indent: 0)
        var second = first
        second.writeString("b")
        first.writeString(String(repeating: "c", count: length))
        let quotedA = "\"" + String(repeating: "a", count: length) + "\""
        #expect(String(decoding: second.bytes, as: UTF8.self) == quotedA + "\"b\"")
        #expect(String(decoding: first.bytes, as: UTF8.self) == quotedA + "\"" + String(repeating: "c", count: length) + "\"")
    }

    @Test func layoutAndOffsetDoNotTakePartInEquality() throws {
        let parsed = try JSONDocument(text: "{\"a\": [1]}").root
        #expect(parsed == (["a": [1]] as JSONValue).singleLine)
        #expect(parsed.offset == 0)
    }
}

@Suite struct JSONKeyOrderTests {
    /// Strings built to probe the comparison: digits runs, case, punctuation, accents, width, emoji.
    static func generatedKeys(count: Int, seed: UInt64, pieces: [String] = allPieces) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in
            (0..<(1 + next() % 5)).map { _ in pieces[next() % pieces.count] }.joined()
        }
    }

    /// Pieces on which Foundation's comparison stays consistent. On Linux it is not a consistent
    /// order once accented letters meet other letters: both `"AΩ" < "åe"` and `"åe" < "AΩ"` hold.
    static let tamePieces = ["a", "A", "b", "B", "z", "E", "e", " ", "-", "_", ".", "0", "1", "2", "9", "10", "007",
                             "%@", "%lld", "[", "(", "/", "’", "“", "🦖"]

    static let allPieces = ["a", "A", "b", "B", "z", "é", "E", "e", "ß", "ss", "0", "1", "2", "9", "10", "007", " ", "-", "_", ".",
                      "%@", "%lld", "[", "(", "/", "\\", "’", "“", "ａ", "🦖", "İ", "ı", "å", "ø", "ž", "ö", "Ω", "я", "中", "\u{301}"]

    static func foundationOrder(_ keys: [String]) -> [String] {
        keys.sorted { JSONKeyOrder.precedes($0, $1) }
    }

    /// Whether Foundation's comparison is a strict total order on `keys` (it is not for some
    /// adversarial strings on Linux; there is no "Foundation order" to agree with then).
    static func foundationIsConsistent(on keys: [String]) -> Bool {
        // A relation is a strict total order exactly when some arrangement has every earlier key
        // before every later one (and not the other way round).
        let sorted = foundationOrder(keys)
        for i in sorted.indices {
            for j in sorted.indices.dropFirst(i + 1) {
                if !JSONKeyOrder.precedes(sorted[i], sorted[j]) || JSONKeyOrder.precedes(sorted[j], sorted[i]) { return false }
            }
        }
        return true
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func rankedOrderAgreesWithFoundation(seed: UInt64) {
        let order = JSONKeyOrder()
        let objects = (0..<40).map { round in
            Array(Set(Self.generatedKeys(count: 2 + round % 16, seed: seed * 1000 + UInt64(round), pieces: Self.tamePieces)))
        }
        // The rank cache is shared by every object, so the whole vocabulary must be consistent.
        #expect(Self.foundationIsConsistent(on: Array(Set(objects.joined()))))
        // Many small objects sharing one rank cache, as in a catalog's localizations.
        for keys in objects {
            #expect(order.order(keys).map { keys[$0] } == Self.foundationOrder(keys))
        }
    }

    @Test func asciiKeysAgreeWithFoundation() {
        let pieces = ["a", "A", "b", "Z", "0", "1", "9", "10", "007", " ", "-", "_", ".", ",", "%@", "%lld", "[", "(", "/",
                      "\\", "'", "\"", "#", "$", "+", "=", "~", "|", "<", "key", "Key", "item_count", "itemCount"]
        var state: UInt64 = 2024
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let keys = Array(Set((0..<300).map { _ in (0..<(1 + next() % 4)).map { _ in pieces[next() % pieces.count] }.joined() }))
        let order = JSONKeyOrder()
        for start in stride(from: 0, to: keys.count - 10, by: 10) {
            let group = Array(keys[start..<start + 10])
            guard Self.foundationIsConsistent(on: group) else { continue }
            #expect(order.order(group).map { group[$0] } == Self.foundationOrder(group))
        }
        #expect(order.order(keys).map { keys[$0] } == Self.foundationOrder(keys))
        // The pinned locale gives what `localizedStandardCompare` gives in this environment.
        for lhs in keys.prefix(60) {
            for rhs in keys.prefix(60) where lhs != rhs {
                #expect(JSONKeyOrder.precedes(lhs, rhs) == (lhs.localizedStandardCompare(rhs) == .orderedAscending))
            }
        }
    }

    @Test func largeObjectsAreSortedDirectly() {
        let keys = Array(Set((0..<400).map { "key.\($0 * 7919 % 1000).title_\($0 % 13)" }))
        let order = JSONKeyOrder()
        #expect(order.order(keys).map { keys[$0] } == Self.foundationOrder(keys))
        let sorted = Self.foundationOrder(keys)
        #expect(order.order(sorted) == Array(sorted.indices))
    }

    @Test func largeObjectOrderDependsOnlyOnTheKeysEvenWhereFoundationIsInconsistent() {
        let keys = Array(Set(Self.generatedKeys(count: 400, seed: 42)))
        let order = JSONKeyOrder()
        let once = order.order(keys).map { keys[$0] }
        let fromShuffled = order.order(keys.reversed()).map { keys.reversed()[$0] }
        #expect(once == fromShuffled)
        #expect(order.order(once).map { once[$0] } == once)
    }

    @Test func manyInsertionsBetweenTheSameNeighboursKeepRanksConsistent() {
        let order = JSONKeyOrder()
        // Each new key lands just before the previous one: halves the same gap over and over.
        let keys = (0..<200).map { "a" + String(repeating: "0", count: 200 - $0) + "1x" }
        for key in keys { _ = order.rank(key) }
        let ranks = keys.map(order.rank)
        let expected = Self.foundationOrder(keys)
        #expect(keys.indices.sorted { ranks[$0] < ranks[$1] }.map { keys[$0] } == expected)
    }
}
