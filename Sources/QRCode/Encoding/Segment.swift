extension QRCode {
    /// A run of data encoded in one mode: the unit of a QR code's bit stream.
    public struct Segment: Sendable, Hashable {
        /// The segment's mode.
        public let mode: Mode
        /// The segment's bytes: ASCII digits or alphanumeric characters, or any bytes in byte mode.
        public let bytes: [UInt8]

        /// A segment of `bytes` in `mode`; throws when a byte is not a character of the mode.
        public init(mode: Mode, bytes: [UInt8]) throws(QRCodeError) {
            if let offset = bytes.firstIndex(where: { !mode.canEncode($0) }) {
                throw .invalidCharacter(mode: mode, offset: offset, byte: bytes[offset])
            }
            self.mode = mode
            self.bytes = bytes
        }

        init(uncheckedMode mode: Mode, bytes: ArraySlice<UInt8>) {
            self.mode = mode
            self.bytes = Array(bytes)
        }

        /// A numeric segment of `digits` (0–9 only).
        public static func numeric(_ digits: String) throws(QRCodeError) -> Segment {
            try Segment(mode: .numeric, bytes: Array(digits.utf8))
        }

        /// An alphanumeric segment of `text` (0–9, A–Z, space and `$ % * + - . / :` only).
        public static func alphanumeric(_ text: String) throws(QRCodeError) -> Segment {
            try Segment(mode: .alphanumeric, bytes: Array(text.utf8))
        }

        /// A byte segment of `text` as UTF-8.
        public static func byte(_ text: String) -> Segment {
            Segment(uncheckedMode: .byte, bytes: Array(text.utf8)[...])
        }

        /// A byte segment of arbitrary `bytes`.
        public static func byte(_ bytes: [UInt8]) -> Segment {
            Segment(uncheckedMode: .byte, bytes: bytes[...])
        }

        /// Characters in the segment: what its character count indicator holds.
        public var characterCount: Int { bytes.count }

        /// Bits the segment takes in `version`: mode indicator, character count and data, or nil when
        /// its character count does not fit the version's count indicator.
        public func bitCount(in version: Version) -> Int? {
            let countBits = mode.characterCountBits(in: version)
            guard characterCount < 1 << countBits else { return nil }
            return 4 + countBits + mode.dataBits(count: characterCount)
        }

        /// Appends the segment's bits for `version` to `buffer`.
        func append(to buffer: inout BitBuffer, version: Version) {
            buffer.append(mode.indicator, count: 4)
            buffer.append(UInt32(characterCount), count: mode.characterCountBits(in: version))
            switch mode {
            case .numeric:
                var index = 0
                while index < bytes.count {
                    let group = min(3, bytes.count - index)
                    var value: UInt32 = 0
                    for byte in bytes[index..<index + group] { value = value * 10 + UInt32(byte - 0x30) }
                    buffer.append(value, count: [0, 4, 7, 10][group])
                    index += group
                }
            case .alphanumeric:
                var index = 0
                while index + 1 < bytes.count {
                    let pair = 45 * (Mode.alphanumericValue(bytes[index]) ?? 0) + (Mode.alphanumericValue(bytes[index + 1]) ?? 0)
                    buffer.append(UInt32(pair), count: 11)
                    index += 2
                }
                if index < bytes.count {
                    buffer.append(UInt32(Mode.alphanumericValue(bytes[index]) ?? 0), count: 6)
                }
            case .byte:
                for byte in bytes { buffer.append(UInt32(byte), count: 8) }
            }
        }
    }
}
