/// The 18-bit version information of versions 7 and up: the version number protected by an (18, 6) BCH
/// code (ISO/IEC 18004 7.10).
enum VersionInformation {
    /// The generator polynomial x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1.
    static let generator = 0b1_1111_0010_0101

    /// The version information bits, or nil below version 7, which has none.
    static func bits(_ version: QRCode.Version) -> Int? {
        guard version.number >= 7 else { return nil }
        return version.number << 12 | BCH.remainder(of: version.number << 12, generator: generator)
    }
}
