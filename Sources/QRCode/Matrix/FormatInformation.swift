/// The 15-bit format information: the error correction level and mask, protected by a (15, 5) BCH code
/// and XORed with 101010000010010 so that it is never all light (ISO/IEC 18004 7.9).
enum FormatInformation {
    /// The generator polynomial x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1.
    static let generator = 0b101_0011_0111
    /// The mask applied to the coded bits.
    static let mask = 0b101_0100_0001_0010

    /// The format information as a 15-bit number (bit 14 is the first the standard places).
    static func bits(level: QRCode.ErrorCorrectionLevel, mask pattern: QRCode.Mask) -> Int {
        let data = level.formatBits << 3 | pattern.rawValue
        return (data << 10 | BCH.remainder(of: data << 10, generator: generator)) ^ mask
    }
}
