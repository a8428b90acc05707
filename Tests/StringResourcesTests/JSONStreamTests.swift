import Foundation
import Testing
@testable import StringResources

/// Streaming JSON (``JSONStream``): into a ``JSONWriter``'s bytes, the compact text of the same value built; into a
/// ``JSONValueBuilder``, the same value with its layouts.
@Suite struct JSONStreamTests {
    /// Streams `value` as its parts (numbers are integers here), as a value's shape written against the protocol does.
    static func stream<Stream: JSONStream>(_ value: JSONValue, into stream: inout Stream) {
        switch value.kind {
        case .null: stream.writeNull()
        case .bool(let flag): stream.writeValue(flag)
        case .number(let text): stream.writeValue(Int(text) ?? 0)
        case .string(let text):
            // Strings with an "id" in them go through the UTF-8 entry point, the rest as strings.
            if text.hasPrefix("id ") {
                var copy = text
                copy.withUTF8 { stream.writeValue(utf8: $0) }
            } else {
                stream.writeValue(text)
            }
        case .array(let elements):
            stream.openArray(layout: value.layout)
            for element in elements { Self.stream(element, into: &stream) }
            stream.closeArray()
        case .object(let members):
            stream.openObject(layout: value.layout)
            for member in members {
                stream.writeKey(member.key)
                Self.stream(member.value, into: &stream)
            }
            stream.closeObject()
        }
    }

    static let values: [JSONValue] = [
        .null, true, 0, .number(Int.min), .number(Int.max), -42, "plain", "id 0123-abc", "q\" b\\ n\n t\t \u{1} é 😀 </",
        [], [:], [1, [2, [3, []]], [:]],
        .object([("a", 1), ("b", .array([.object([("c", .null), ("d", "x")]).singleLine, [:]])), ("e", .object([]))]),
        .object([("translations", .array([.object([("language", "fi"), ("term", "solu")]).singleLine])), ("own", false)]),
        .array([.object([("k", "v")]), .array([1, 2]).singleLine, .string(nil)]),
    ]

    @Test(arguments: values)
    func writerStreamsTheCompactText(_ value: JSONValue) {
        for style in [JSONWriter.Style.compact, .pretty, .xcode] {
            var writer = JSONWriter(style: style)
            Self.stream(value, into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONWriter.text(value, style: .compact), "\(style)")
        }
    }

    @Test(arguments: values)
    func builderBuildsTheSameValueAndLayout(_ value: JSONValue) {
        var builder = JSONValueBuilder()
        Self.stream(value, into: &builder)
        #expect(builder.value == value)
        #expect(JSONWriter.text(builder.value, style: .pretty) == JSONWriter.text(value, style: .pretty))
    }

    @Test func builtValuesStreamInPlace() {
        var writer = JSONWriter(style: .compact)
        writer.openArray()
        writer.writeValue(JSONValue.object([("a", [1, 2])]))
        writer.writeValue(3)
        writer.writeValue(JSONValue.null)
        writer.closeArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[{"a":[1,2]},3,null]"#)
    }
}
