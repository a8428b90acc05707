/// A growable array that the lexer alone owns: appending checks only the capacity, where an `Array` also checks
/// on every append that its storage is not shared. Handed over once, without a copy, at the end (``take()``).
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

    /// Hands the elements over without copying them; the buffer is empty afterwards.
    mutating func take() -> LexedElements<Element> {
        let elements = LexedElements(adopting: base, count: count)
        capacity = 16
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        count = 0
        return elements
    }
}
