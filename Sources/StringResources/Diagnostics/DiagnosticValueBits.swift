/// The bits that represent a value of at most two words (a string, an optional string, an array), read without
/// retaining anything it refers to: a cheap way to tell that a value is the very one seen before.
///
/// Equal bits mean equal values as long as the value they were first taken from is alive and unchanged (so that
/// its storage is neither freed and reused nor mutated in place); ``DiagnosticTextMemo`` keeps that value for it.
/// Unequal bits say nothing: equal texts in different storage have different bits.
struct DiagnosticValueBits: Hashable, Sendable, BitwiseCopyable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The bits of `value`, whose type must be at most 16 bytes wide.
    @inline(__always)
    init<Value>(_ value: Value) {
        precondition(MemoryLayout<Value>.size <= MemoryLayout<Self>.size, "DiagnosticValueBits of a value wider than two words")
        withUnsafeMutableBytes(of: &self) { target in
            withUnsafeBytes(of: value) { target.copyMemory(from: $0) }
        }
    }
}
