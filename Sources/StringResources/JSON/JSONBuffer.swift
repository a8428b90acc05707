/// A growable block of plain values that the JSON writer appends bytes to, the parser appends nodes to, and
/// ``DiagnosticTextBuffer`` prints diagnostics into, without an array's uniqueness and capacity bookkeeping on
/// every append (half the time of writing a catalog, a tenth of indexing one): the package's one such buffer.
///
/// The position and capacity are plain stored values (no class property, so no run-time exclusivity check per
/// append); a class only owns the memory. Copies of a buffer share that memory: call ``makeUnique()`` before
/// appending to a buffer that may have been copied.
struct JSONBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    /// Owns the memory and frees it.
    final class Allocation: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }
    }

    private var allocation: Allocation
    private var base: UnsafeMutablePointer<Element>
    /// The number of elements appended.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        allocation = Allocation(capacity: self.capacity)
        base = allocation.base
    }

    /// Copies the memory when another buffer shares it.
    mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&allocation) else { return }
        let copy = Allocation(capacity: capacity)
        copy.base.update(from: base, count: count)
        allocation = copy
        base = copy.base
    }

    /// The elements as an array.
    var array: [Element] {
        withUnsafeBufferPointer { Array($0) }
    }

    /// Calls `body` with the elements.
    @inline(__always)
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        defer { withExtendedLifetime(allocation) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The element at `position` (which must be below ``count``).
    @inline(__always)
    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "JSONBuffer index out of range")
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count, "JSONBuffer index out of range")
            base[position] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(minimum: 1) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ source: UnsafePointer<Element>, count length: Int) {
        if capacity &- count < length { grow(minimum: length) }
        (base + count).update(from: source, count: length)
        count &+= length
    }

    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<Element>) {
        guard let start = source.baseAddress else { return }
        append(start, count: source.count)
    }

    /// Appends again the `length` elements from `start` on, which the buffer already holds (a part of a text that
    /// repeats, copied rather than made again).
    @inline(__always)
    mutating func appendCopy(from start: Int, count length: Int) {
        // As unsigned numbers, a negative start or length is out of bounds too.
        precondition(UInt(bitPattern: start) <= UInt(bitPattern: count) && UInt(bitPattern: length) <= UInt(bitPattern: count &- start),
            "JSONBuffer range out of bounds")
        if capacity &- count < length { grow(minimum: length) }
        // The source ends at or before the destination's start: the ranges never overlap.
        (base + count).update(from: base + start, count: length)
        count &+= length
    }

    /// Makes room for `extra` more elements at once, so that the appends up to them do not grow the buffer
    /// piecemeal.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(minimum: extra) }
    }

    /// Appends `length` elements that `initialize` stores from the pointer it is given.
    @inline(__always)
    mutating func append(count length: Int, initializingWith initialize: (UnsafeMutablePointer<Element>) -> Void) {
        if capacity &- count < length { grow(minimum: length) }
        initialize(base + count)
        count &+= length
    }

    /// Removes the last element.
    mutating func removeLast() {
        precondition(count > 0, "JSONBuffer is empty")
        count -= 1
    }

    @inline(never)
    private mutating func grow(minimum: Int) {
        let newCapacity = Swift.max(capacity * 2, count + minimum)
        let grown = Allocation(capacity: newCapacity)
        grown.base.update(from: base, count: count)
        allocation = grown
        base = grown.base
        capacity = newCapacity
    }
}

extension JSONBuffer where Element == UInt8 {
    /// Appends a string's UTF-8 bytes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }
}
