/// Where a value's JSON is streamed, member by member: ``JSONWriter`` (straight into its bytes, as its
/// ``JSONWriter/Style/compact`` style writes a built value) or ``JSONValueBuilder`` (a ``JSONValue``, for the other
/// styles).
///
/// A value's shape written once against this protocol serves both: the web API streams it without building a tree,
/// the command line builds the value and pretty-prints it.
public protocol JSONStream {
    /// Opens an object; its members follow (``writeKey(_:)`` then a value, for each), then ``closeObject()``.
    mutating func openObject(layout: JSONValue.Layout)
    /// Closes the innermost open object.
    mutating func closeObject()
    /// Opens an array; its elements follow, then ``closeArray()``.
    mutating func openArray(layout: JSONValue.Layout)
    /// Closes the innermost open array.
    mutating func closeArray()
    /// The key of the member whose value comes next.
    mutating func writeKey(_ key: String)
    /// A string, or `null` for `nil`.
    mutating func writeValue(_ text: String?)
    /// A string given as UTF-8 bytes (text made in a buffer, such as an id, without a `String` made of it).
    mutating func writeValue(utf8 text: UnsafeBufferPointer<UInt8>)
    /// An integer.
    mutating func writeValue(_ number: Int)
    /// `true` or `false`.
    mutating func writeValue(_ flag: Bool)
    /// `null`.
    mutating func writeNull()
}

extension JSONStream {
    /// Opens an object laid out one member per line.
    public mutating func openObject() { openObject(layout: .expanded) }
    /// Opens an array laid out one element per line.
    public mutating func openArray() { openArray(layout: .expanded) }
}

/// Builds a ``JSONValue`` from what is streamed into it (see ``JSONStream``).
public struct JSONValueBuilder: JSONStream {
    private struct Container {
        var isObject: Bool
        var layout: JSONValue.Layout
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        var key = ""
    }

    private var open: [Container] = []
    private var finished: JSONValue = .null

    /// Creates an empty builder.
    public init() {}

    /// The value streamed (the outermost one, once its containers are closed).
    public var value: JSONValue { finished }

    private mutating func add(_ value: JSONValue) {
        guard let last = open.indices.last else {
            finished = value
            return
        }
        if open[last].isObject {
            open[last].members.append(JSONMember(key: open[last].key, value: value))
        } else {
            open[last].elements.append(value)
        }
    }

    public mutating func openObject(layout: JSONValue.Layout) { open.append(Container(isObject: true, layout: layout)) }

    public mutating func closeObject() {
        guard let container = open.popLast() else { return }
        add(JSONValue(.object(container.members), layout: container.layout))
    }

    public mutating func openArray(layout: JSONValue.Layout) { open.append(Container(isObject: false, layout: layout)) }

    public mutating func closeArray() {
        guard let container = open.popLast() else { return }
        add(JSONValue(.array(container.elements), layout: container.layout))
    }

    public mutating func writeKey(_ key: String) {
        guard let last = open.indices.last else { return }
        open[last].key = key
    }

    public mutating func writeValue(_ text: String?) { add(.string(text)) }
    public mutating func writeValue(utf8 text: UnsafeBufferPointer<UInt8>) { add(.string(String(decoding: text, as: UTF8.self))) }
    public mutating func writeValue(_ number: Int) { add(.number(number)) }
    public mutating func writeValue(_ flag: Bool) { add(.bool(flag)) }
    public mutating func writeNull() { add(.null) }
}
