/// The bytes a ``JSONWriter`` has written: a growable block of memory appended to without an array's
/// per-call uniqueness and capacity bookkeeping (which was half the time of writing a catalog).
///
/// The position and capacity are plain stored values (no class property, so no run-time exclusivity check per
/// append); a class only owns the memory. Copies of a buffer share that memory, so ``JSONWriter`` makes its
/// buffer unique (``makeUnique()``) before writing.
struct JSONWriterBuffer {
    /// Owns the memory and frees it.
    final class Allocation {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }
    }

    private var allocation: Allocation
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
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

    /// The bytes as an array.
    var array: [UInt8] {
        withExtendedLifetime(allocation) {
            [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                if let destination = buffer.baseAddress { destination.update(from: base, count: count) }
                initialized = count
            }
        }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(minimum: 1) }
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
        if capacity &- count < length { grow(minimum: length) }
        (base + count).update(from: source, count: length)
        count &+= length
    }

    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress else { return }
        append(start, count: source.count)
    }

    /// Appends a string's UTF-8 bytes.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
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
