import Foundation

/// A string compared and hashed by its exact Unicode scalars, not by canonical equivalence.
///
/// Swift's `String` equality treats `é` (U+00E9) and `e` + U+0301 as equal; property lists and
/// `.strings` files on Apple platforms keep them as two keys (NSString compares code units), so
/// readers that detect repeated keys use this instead.
public struct ExactStringKey: Hashable, Sendable {
    /// The string.
    public let string: String

    /// Wraps `string`.
    public init(_ string: String) {
        self.string = string
    }

    /// Whether both hold the same scalars.
    public static func == (lhs: ExactStringKey, rhs: ExactStringKey) -> Bool {
        guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
        // Native strings are contiguous UTF-8: compared as one block; others byte by byte.
        let contiguous = lhs.string.utf8.withContiguousStorageIfAvailable { left in
            rhs.string.utf8.withContiguousStorageIfAvailable { right in
                guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else { return left.count == right.count }
                return memcmp(leftBytes, rightBytes, left.count) == 0
            }
        }
        if let contiguous, let equal = contiguous { return equal }
        return lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    /// Hashes the UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        // Native strings are contiguous UTF-8: one call, no copy.
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
