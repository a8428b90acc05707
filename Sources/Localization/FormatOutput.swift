import StringResources

/// The UTF-8 bytes a render appends to: a caller-provided (stack) buffer first, spilling to the heap
/// only when the text outgrows it, so that the finished string is the only allocation.
struct FormatOutput {
    /// The bytes written so far while they fit `buffer`.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// Everything written once `buffer` overflowed (then `buffer` is no longer used).
    private var heap: [UInt8]?

    /// Writes into `buffer`, which must outlive the output.
    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The bytes that do not fit are written to an array from here on.
    @inline(never)
    private mutating func spill(_ extra: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(2 * buffer.count, count + extra + 64))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        heap = bytes
    }

    /// Appends raw bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if heap == nil && count + bytes.count > buffer.count { spill(bytes.count) }
        if heap != nil {
            heap?.append(contentsOf: bytes)
            return
        }
        guard let base = buffer.baseAddress, let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if heap == nil && count < buffer.count {
            buffer[count] = byte
            count += 1
            return
        }
        if heap == nil { spill(1) }
        heap?.append(byte)
    }

    mutating func append(_ other: [UInt8]) { other.withUnsafeBufferPointer { append($0) } }

    /// Appends `byte` `count` times.
    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if heap == nil && count + repeats > buffer.count { spill(repeats) }
        if heap != nil {
            heap?.append(contentsOf: repeatElement(byte, count: repeats))
            return
        }
        guard let base = buffer.baseAddress else { return }
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    mutating func appendSpaces(_ count: Int) { append(repeating: UInt8(ascii: " "), count: count) }

    /// The text written (invalid UTF-8, which the renderer never writes, would be repaired).
    var string: String {
        if let heap { return String(decoding: heap, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }

    /// Runs `body` with an output backed by a stack buffer of `capacity` bytes.
    static func withOutput<Result>(capacity: Int, _ body: (inout FormatOutput) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var output = FormatOutput(buffer: buffer)
            return body(&output)
        }
    }
}

/// The flags, width and precision of one specifier once `*` amounts have been read.
struct FormatOptions {
    var leftJustify = false
    var plusSign = false
    var space = false
    var alternate = false
    var zeroPad = false
    var width = 0
    var precision: Int?

    /// The largest width or precision honoured.
    static let maximumAmount = 10_000

    init() {}

    init(_ specifier: FormatSpecifier) {
        let flags = specifier.flags
        leftJustify = flags.contains(.leftJustify)
        plusSign = flags.contains(.plusSign)
        space = flags.contains(.space)
        alternate = flags.contains(.alternate)
        zeroPad = flags.contains(.zeroPad)
        // Amounts are capped so that a malformed format cannot ask for gigabytes of padding.
        if case .fixed(let value) = specifier.width { width = min(value, Self.maximumAmount) }
        if case .fixed(let value) = specifier.precision { precision = min(value, Self.maximumAmount) }
    }
}
