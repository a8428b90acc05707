import StringResources

/// The UTF-8 bytes a render appends to: an inline buffer first (on the stack, inside the value),
/// spilling to the heap only when the text outgrows it, so that the finished string is the only
/// allocation of a render.
///
/// On Apple platforms the first buffer is an array: `InlineArray` needs macOS 26 / iOS 26, later than this
/// package's minimum, so a render there allocates once more.
struct FormatOutput {
    /// The size of the inline buffer.
    static let inlineCapacity = 256
    /// The bytes written so far while they fit.
    #if canImport(Darwin)
    private var storage = [UInt8](repeating: 0, count: FormatOutput.inlineCapacity)
    #else
    private var storage = InlineArray<256, UInt8>(repeating: 0)
    #endif
    private var count = 0
    /// Everything written once `storage` overflowed (then `storage` is no longer used).
    private var heap: [UInt8]?

    init() {}

    /// The bytes that do not fit are written to an array from here on.
    @inline(never)
    private mutating func spill(_ extra: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(2 * Self.inlineCapacity, count + extra + 64))
        for index in 0..<count { bytes.append(storage[index]) }
        heap = bytes
    }

    /// Appends raw bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if heap == nil && count + bytes.count > Self.inlineCapacity { spill(bytes.count) }
        if heap != nil {
            heap?.append(contentsOf: bytes)
            return
        }
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let start = count
        #if canImport(Darwin)
        storage.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { (base + start).update(from: source, count: bytes.count) }
        }
        #else
        var span = storage.mutableSpan
        span.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { (base + start).update(from: source, count: bytes.count) }
        }
        #endif
        count += bytes.count
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if heap == nil && count < Self.inlineCapacity {
            storage[count] = byte
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
        if heap == nil && count + repeats > Self.inlineCapacity { spill(repeats) }
        if heap != nil {
            heap?.append(contentsOf: repeatElement(byte, count: repeats))
            return
        }
        for index in count..<(count + repeats) { storage[index] = byte }
        count += repeats
    }

    mutating func appendSpaces(_ count: Int) { append(repeating: UInt8(ascii: " "), count: count) }

    /// The text written (invalid UTF-8, which the renderer never writes, would be repaired).
    var string: String {
        if let heap { return String(decoding: heap, as: UTF8.self) }
        let count = count
        #if canImport(Darwin)
        return storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
        #else
        return storage.span.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self) }
        #endif
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
    static let maximumAmount = FormatString.maximumAmount

    init() {}

    @inline(__always)
    init(_ specifier: borrowing FormatSpecifier) {
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
