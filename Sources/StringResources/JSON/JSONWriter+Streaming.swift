/// The writer as a ``JSONStream``: what is streamed goes straight into the writer's bytes, exactly as the
/// ``JSONWriter/Style/compact`` style writes the same value built (whatever the writer's style; layouts are ignored),
/// so that output made often (a web API's answers) builds no tree.
extension JSONWriter: JSONStream {
    public mutating func openObject(layout: JSONValue.Layout) {
        separate()
        buffer.append(UInt8(ascii: "{"))
        needsSeparator = false
    }

    public mutating func closeObject() {
        makeUnique()
        buffer.append(UInt8(ascii: "}"))
        needsSeparator = true
    }

    public mutating func openArray(layout: JSONValue.Layout) {
        separate()
        buffer.append(UInt8(ascii: "["))
        needsSeparator = false
    }

    public mutating func closeArray() {
        makeUnique()
        buffer.append(UInt8(ascii: "]"))
        needsSeparator = true
    }

    public mutating func writeKey(_ key: String) {
        separate()
        writeString(key)
        buffer.append(UInt8(ascii: ":"))
        needsSeparator = false
    }

    public mutating func writeValue(_ text: String?) {
        separate()
        if let text { writeString(text) } else { append("null") }
        needsSeparator = true
    }

    public mutating func writeValue(utf8 text: UnsafeBufferPointer<UInt8>) {
        separate()
        writeString(utf8: text)
        needsSeparator = true
    }

    public mutating func writeValue(_ number: Int) {
        separate()
        // The digits `String(number)` has, without making the string.
        var magnitude = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 { buffer.append(UInt8(ascii: "-")) }
            buffer.append(UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
        needsSeparator = true
    }

    public mutating func writeValue(_ flag: Bool) {
        separate()
        flag ? append("true") : append("false")
        needsSeparator = true
    }

    public mutating func writeNull() {
        separate()
        append("null")
        needsSeparator = true
    }

    /// Streams a built value where a value goes (compact).
    public mutating func writeValue(_ value: JSONValue) {
        separate()
        writeInlineCompact(value)
        needsSeparator = true
    }

    /// Owns the buffer (see ``JSONWriter/makeUnique()``), then writes the comma a value or key needs.
    @inline(__always)
    private mutating func separate() {
        makeUnique()
        if needsSeparator { buffer.append(UInt8(ascii: ",")) }
    }
}
