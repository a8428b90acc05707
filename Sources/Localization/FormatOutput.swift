import StringResources

/// The UTF-8 bytes a render appends to; one allocation for the whole result in the common case.
struct FormatOutput {
    var bytes: [UInt8]

    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    mutating func appendSpaces(_ count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
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
