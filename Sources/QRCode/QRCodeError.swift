/// Why a QR code could not be made.
public enum QRCodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data needs `bits` bits, more than the `capacityBits` the largest allowed version holds at `level`
    /// (`version` is the version asked for, or nil when any version up to 40 was allowed). For more than
    /// 7089 bytes, more than any QR code holds, `bits` is a lower bound: what they take if all are digits.
    case dataTooLong(bits: Int, capacityBits: Int, level: QRCode.ErrorCorrectionLevel, version: QRCode.Version?)
    /// A segment was given a byte its mode cannot encode, at `offset` (0-based) in the segment.
    case invalidCharacter(mode: QRCode.Mode, offset: Int, byte: UInt8)
    /// An ECI assignment number outside 0...999999.
    case invalidECIAssignment(Int)

    public var description: String {
        switch self {
        case let .dataTooLong(bits, capacityBits, level, version):
            let need = "the data needs \(bits) bits (\((bits + 7) / 8) bytes)"
            let have = "holds at most \(capacityBits) bits (\(capacityBits / 8) bytes)"
            if let version {
                return "\(need), but a version-\(version.number) QR code at error correction level \(level) \(have); "
                    + "allow a larger version or a lower level"
            }
            return "\(need), but the largest QR code (version 40) at error correction level \(level) \(have); "
                + (level == .low ? "shorten the data" : "shorten the data or use a lower error correction level")
        case let .invalidCharacter(mode, offset, byte):
            let shown = (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x"
                + String(byte, radix: 16, uppercase: true)
            return "\(shown) at offset \(offset) cannot be encoded in \(mode) mode"
        case let .invalidECIAssignment(number):
            return "ECI assignment number \(number) is outside 0...999999"
        }
    }
}
