/// A growable array that the lexer alone owns: appending checks only the capacity, where an `Array` also checks
/// on every append that its storage is not shared. Read out once, as an `Array`, at the end.
struct LexerBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// The last element, if any.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Removes the elements from `index` on.
    mutating func removeAll(from index: Int) {
        (base + index).deinitialize(count: count - index)
        count = index
    }

    /// The elements, as an array (copied as a block).
    func array() -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress?.initialize(from: base, count: count)
            initialized = count
        }
    }
}
