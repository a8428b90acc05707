import Foundation
import Testing
@testable import StringResources

@Suite struct JSONDocumentTests {
    @Test(arguments: [
        ("{\"a\" : 1 \"b\" : 2}", 1, 10, "expected ',' or '}'"),
        ("{\n  \"a\" : [1, 2}\n}", 2, 14, "expected ',' or ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after an object key"),
        ("{1 : 2}", 1, 2, "expected a string key or '}'"),
        ("{\"a\" : 1, }", 1, 9, "a ',' before the closing bracket is not allowed in JSON; remove it"),
        ("[1, ]", 1, 3, "a ',' before the closing bracket is not allowed in JSON; remove it"),
        ("{\n  \"a\" : {\n    \"b\" : 1,\n  },\n  \"c\" : 2\n}", 3, 12, "a ',' before the closing bracket is not allowed in JSON; remove it"),
        ("[\n  [1, 2],\n]", 2, 9, "a ',' before the closing bracket is not allowed in JSON; remove it"),
        // A ',' forgotten at the end of a line is reported there, not at the next line's key.
        ("{\n  \"a\" : \"ä\"\n  \"b\" : 2\n}", 2, 12, "expected ',' or '}'"),
        ("[\n  1\n  2\n]", 2, 4, "expected ',' or ']'"),
        ("{\"a\" : 1, 2}", 1, 11, "expected a string key"),
        ("{\"a\" : \"abc", 1, 8, "unterminated string"),
        ("{\"a\" : \"ab\ncd\"}", 1, 8, "unterminated string"),
        ("[\"a\\qb\"]", 1, 4, "invalid escape '\\q' in a string"),
        ("[\"\\u12G4\"]", 1, 3, "invalid \\u escape: expected 4 hexadecimal digits"),
        ("[\"\\uD800x\"]", 1, 3, "invalid \\u escape: high surrogate without a low surrogate"),
        ("[\"\\uDC00\"]", 1, 3, "invalid \\u escape: lone low surrogate"),
        ("[\"a\tb\"]", 1, 4, "control character U+0009 must be escaped in a string"),
        ("{} x", 1, 4, "unexpected data after the JSON value"),
        ("{}{}", 1, 3, "unexpected data after the JSON value"),
        ("", 1, 1, "unexpected end of input, expected a value"),
        ("[01]", 1, 3, "invalid number: leading zero"),
        ("[1.]", 1, 4, "invalid number: expected a digit after '.'"),
        ("[1e+]", 1, 5, "invalid number: expected a digit in the exponent"),
        ("[-]", 1, 3, "invalid number: expected a digit"),
        ("[tru]", 1, 2, "expected a value"),
        ("{\"ä\" : [\n  ö]}", 2, 3, "expected a value"),
    ])
    func syntaxErrorsHaveTheirPosition(text: String, line: Int, column: Int, message: String) {
        #expect {
            try JSONDocument(text: text)
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            #expect(error.message == message)
            #expect(error.position == SourcePosition(line: line, column: column))
            return error.message == message && error.position == SourcePosition(line: line, column: column)
        }
    }

    @Test(arguments: [
        ([0x5B, 0x22, 0xFF, 0x22, 0x5D], 3),  // ["<FF>"]
        ([0x5B, 0x22, 0xC3, 0x22, 0x5D], 3),  // truncated 2-byte sequence
        ([0x5B, 0x22, 0xE0, 0x80, 0x80, 0x22, 0x5D], 3),  // overlong
        ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 3),  // encoded surrogate
        ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 3),  // above U+10FFFF
        ([0x5B, 0x22, 0x61, 0xE2, 0x82, 0x22, 0x5D], 4),  // sequence cut by the quote
    ] as [([UInt8], Int)])
    func invalidUTF8IsAnError(bytes: [UInt8], column: Int) {
        #expect {
            try JSONDocument(bytes: bytes)
        } throws: { error in
            let error = error as? ResourceError
            return error?.message == "invalid UTF-8" && error?.position == SourcePosition(line: 1, column: column)
        }
    }

    @Test func depthLimit() throws {
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        #expect(throws: ResourceError.self) { try JSONDocument(text: deep, maximumDepth: 19) }
        _ = try JSONDocument(text: deep, maximumDepth: 20)
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect {
            try JSONDocument(text: tooDeep)
        } throws: { error in
            (error as? ResourceError)?.message == "arrays and objects nested deeper than 512 levels"
                && (error as? ResourceError)?.position == SourcePosition(line: 1, column: 513)
        }
    }

    @Test func aVeryDeepKeyPathIsShortenedInTheMessage() throws {
        let tooDeep = String(repeating: "[", count: 600)
        #expect {
            try JSONDocument(text: tooDeep)
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            // One readable line instead of 512 steps; the key path itself stays whole.
            return error.keyPath.count > 500
                && error.description.hasSuffix("(0 › 0 › 0 › 0 › … \(error.keyPath.count - 8) more … › 0 › 0 › 0 › 0)")
        }
        let shallow = ResourceError(.schema, keyPath: ["strings", "a", "localizations", "fi"], message: "m")
        #expect(shallow.keyPathDescription == "strings › a › localizations › fi")
    }

    @Test func valuesKeepOrderNumbersAndOffsets() throws {
        let text = "{\"z\" : 1.0, \"a\" : [true, false, null, -2.50e+3], \"m\" : \"x\\u00e9\\n\\\"\\/\\ud83d\\ude00\"}"
        let document = try JSONDocument(text: text)
        let root = document.root
        #expect(root.objectMembers?.map(\.key) == ["z", "a", "m"])
        #expect(root["z"]?.kind == .number("1.0"))
        #expect(root["a"]?.kind == .array([
            JSONValue(.bool(true)), JSONValue(.bool(false)), JSONValue(.null), JSONValue(.number("-2.50e+3")),
        ]))
        #expect(root["m"]?.stringValue == "xé\n\"/😀")
        #expect(root.offset == 0)
        #expect(root["z"]?.offset == 7)
        #expect(root["a"]?.offset == 18)
        let nestedOffset = try #require(root["a"].flatMap { if case .array(let elements) = $0.kind { elements[3].offset } else { nil } })
        #expect(Array(text.utf8)[nestedOffset] == UInt8(ascii: "-"))
        #expect(document.position(ofOffset: 18) == SourcePosition(line: 1, column: 19))
    }

    @Test(arguments: [
        "{}", "[]", "\"\"", "0", "-0.5E-7", "true", "null", " \n\t{ \"a\" : [ ] } \r\n",
        "{\"\":{\"\":{\"\":[{}]}}}", "[\"\\b\\f\\r\\t\\\\\"]",
    ])
    func agreesWithFoundation(text: String) throws {
        let ours = try JSONDocument(text: text).root
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        #expect(Self.foundationValue(ours) == theirs as? NSObject)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\" : 1}".utf8))
        #expect(document.root["a"]?.kind == .number("1"))
    }

    @Test func keyPathOfANode() throws {
        let document = try JSONDocument(text: "{\"a\" : {\"b\" : [1, {\"c\" : true}]}, \"d\" : 2}")
        // Nodes: 0 root, 1 "a", 2 {…}, 3 "b", 4 […], 5 1, 6 {…}, 7 "c", 8 true, 9 "d", 10 2
        #expect(document.keyPath(to: 8) == ["a", "b", "1", "c"])
        #expect(document.keyPath(to: 10) == ["d"])
        #expect(document.keyPath(to: 0) == [])
    }

    static func foundationValue(_ value: JSONValue) -> NSObject {
        switch value.kind {
        case .null: NSNull()
        case .bool(let flag): NSNumber(value: flag)
        case .number(let text): NSNumber(value: Double(text) ?? .nan)
        case .string(let text): NSString(string: text)
        case .array(let elements): NSArray(array: elements.map(foundationValue))
        case .object(let members):
            NSDictionary(dictionary: Dictionary(members.map { ($0.key, foundationValue($0.value)) }, uniquingKeysWith: { $1 }))
        }
    }
}
