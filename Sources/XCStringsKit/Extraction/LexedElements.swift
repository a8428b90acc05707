/// Elements the lexer wrote (tokens, literals, their parts), read-only from then on.
///
/// They stay in the memory the lexer wrote them to: copying them into an `Array` at the end wrote every byte
/// a second time into freshly mapped pages, and the page faults and the copy were a tenth of extraction.
public final class LexedElements<Element>: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Element>
    /// The number of elements.
    public let count: Int

    /// Takes ownership of `count` initialized elements at `base`, allocated with `UnsafeMutablePointer.allocate`.
    init(adopting base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// No elements.
    convenience init() {
        self.init(adopting: UnsafeMutablePointer<Element>.allocate(capacity: 1), count: 0)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The element at `index`, which must be in `0..<count`.
    @inline(__always)
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return base[index]
    }

    /// Calls `body` with the elements' memory, valid only during the call.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}

// Immutable after the lexer hands it over, so sharing it between threads is safe when its elements are.
extension LexedElements: @unchecked Sendable where Element: Sendable {}
