/// A QR code symbol (ISO/IEC 18004 model 2): its modules, version, error correction level and mask.
///
/// ```swift
/// let code = try QRCode(encoding: "http://192.168.1.23:8080/join?code=K7Q2-9F")
/// print(code.terminalText(inverted: true))  // on a terminal with light text on a dark background
/// let page = code.svg(title: "Join the class")
/// ```
///
/// The data is split into numeric, alphanumeric and byte segments so that it takes the fewest bits, and
/// the smallest version that holds it at the error correction level is used; of the eight masks, the one
/// with the lowest penalty score.
public struct QRCode: Sendable, Hashable {
    /// The symbol's version (1...40).
    public let version: Version
    /// The error correction level the symbol was made with.
    public let errorCorrectionLevel: ErrorCorrectionLevel
    /// The data mask applied.
    public let mask: Mask
    /// The modules, `true` for dark, without the quiet zone.
    public let modules: BitMatrix

    /// Modules on each side, without the quiet zone: 17 + 4 × version.
    public var size: Int { modules.size }

    /// Whether the module at `row`, `column` is dark (outside the symbol, light).
    public subscript(row: Int, column: Int) -> Bool { modules[row, column] }

    /// The ECI assignment number of UTF-8 (ISO/IEC 18004 7.4.2, AIM ECI).
    public static let utf8ECIAssignment = 26

    /// Encodes `text` as UTF-8 in the segments that take the fewest bits.
    ///
    /// Text that is not all ASCII is preceded by the ECI designator for UTF-8 (26). Without it a reader must
    /// guess the character set of byte data (the standard's default is ISO/IEC 8859-1), and readers guess
    /// differently: zbar reads the UTF-8 of "termiä" as Shift JIS and shows "termi瓣". With it, readers that
    /// implement ECI (zbar, ZXing) decode the text exactly, and Google's ML Kit, which does not, assumes
    /// UTF-8 anyway. ASCII text — an address, say — gets no ECI, since some scanners trip over one.
    ///
    /// - Parameters:
    ///   - errorCorrection: The error correction level; M (about 15 %) by default.
    ///   - version: The version to use; by default the smallest that holds the data.
    ///   - mask: The mask to use; by default the one with the lowest penalty score.
    /// - Throws: ``QRCodeError/dataTooLong(bits:capacityBits:level:version:)`` when the text does not fit.
    public init(
        encoding text: String, errorCorrection: ErrorCorrectionLevel = .medium, version: Version? = nil,
        mask: Mask? = nil
    ) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        let eci = bytes.contains(where: { $0 >= 0x80 }) ? QRCode.utf8ECIAssignment : nil
        let plan = try EncodingPlan(optimizing: bytes, eci: eci, level: errorCorrection, requested: version)
        self.init(plan: plan, level: errorCorrection, mask: mask)
    }

    /// Encodes arbitrary bytes, without an ECI designator: readers see them as ISO/IEC 8859-1 or guess.
    public init(
        encoding bytes: [UInt8], errorCorrection: ErrorCorrectionLevel = .medium, version: Version? = nil,
        mask: Mask? = nil
    ) throws(QRCodeError) {
        let plan = try EncodingPlan(optimizing: bytes, eci: nil, level: errorCorrection, requested: version)
        self.init(plan: plan, level: errorCorrection, mask: mask)
    }

    /// Encodes `segments` as given, preceded by an ECI designator when `eciAssignment` is set.
    public init(
        segments: [Segment], eciAssignment: Int? = nil, errorCorrection: ErrorCorrectionLevel = .medium,
        version: Version? = nil, mask: Mask? = nil
    ) throws(QRCodeError) {
        if let eciAssignment, !(0...999_999).contains(eciAssignment) {
            throw .invalidECIAssignment(eciAssignment)
        }
        let plan = try EncodingPlan(segments: segments, eci: eciAssignment, level: errorCorrection, requested: version)
        self.init(plan: plan, level: errorCorrection, mask: mask)
    }

    private init(plan: EncodingPlan, level: ErrorCorrectionLevel, mask requested: Mask?) {
        let data = plan.dataCodewords(level: level)
        let codewords = BlockInterleaver.codewords(for: data, layout: VersionTable.blocks(plan.version, level))
        var grid = ModuleGrid(version: plan.version)
        grid.placeData(codewords)

        var chosen = requested ?? Mask.allCases[0]
        if requested == nil {
            var lowest = Int.max
            for candidate in Mask.allCases {
                var masked = grid
                masked.apply(candidate)
                masked.drawFormatInformation(FormatInformation.bits(level: level, mask: candidate))
                let score = MaskPenalty.score(masked.modules)
                if score < lowest {
                    lowest = score
                    chosen = candidate
                }
            }
        }
        grid.apply(chosen)
        grid.drawFormatInformation(FormatInformation.bits(level: level, mask: chosen))

        version = plan.version
        errorCorrectionLevel = level
        mask = chosen
        modules = grid.modules
    }
}
