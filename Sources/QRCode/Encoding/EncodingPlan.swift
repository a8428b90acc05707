/// The segments of the data and the version they go in: everything that decides the data codewords.
struct EncodingPlan: Sendable {
    /// The ECI assignment announced before the segments, if any.
    var eci: Int?
    var segments: [QRCode.Segment]
    var version: QRCode.Version

    /// The optimal segments of `bytes` in the smallest version (or the `requested` one) that holds them.
    init(optimizing bytes: [UInt8], eci: Int?, level: QRCode.ErrorCorrectionLevel, requested: QRCode.Version?)
        throws(QRCodeError)
    {
        // More bytes than the largest code holds even as digits (7089) are refused before the linear but
        // not free segmentation runs on them (a request body of megabytes, say), with the bits they would
        // take if every byte were a digit.
        if bytes.count > 7089 {
            let last = requested ?? .maximum
            let lowerBound = EncodingPlan.headerBits(eci) + 4 + QRCode.Mode.numeric.characterCountBits(in: last)
                + QRCode.Mode.numeric.dataBits(count: bytes.count)
            throw .dataTooLong(
                bits: lowerBound, capacityBits: VersionTable.dataCodewords(last, level) * 8, level: level, version: requested)
        }
        // The optimal segments depend only on the widths of the character counts, one of three.
        var segmentsByClass: [Int: [QRCode.Segment]] = [:]
        try self.init(eci: eci, level: level, requested: requested) { version in
            if let segments = segmentsByClass[version.countWidthClass] { return segments }
            let segments = Segmenter.segments(for: bytes, widthClass: version.countWidthClass)
            segmentsByClass[version.countWidthClass] = segments
            return segments
        }
    }

    /// `segments` as given in the smallest version (or the `requested` one) that holds them.
    init(segments: [QRCode.Segment], eci: Int?, level: QRCode.ErrorCorrectionLevel, requested: QRCode.Version?)
        throws(QRCodeError)
    {
        try self.init(eci: eci, level: level, requested: requested) { _ in segments }
    }

    /// The first of the candidate versions (all, or the `requested` one) whose capacity at `level` holds
    /// the ECI header and the segments `segmentsFor` gives for it.
    private init(
        eci: Int?, level: QRCode.ErrorCorrectionLevel, requested: QRCode.Version?,
        segmentsFor: (QRCode.Version) -> [QRCode.Segment]
    ) throws(QRCodeError) {
        let candidates = requested.map { [$0] } ?? QRCode.Version.all
        var lastBits = 0
        for version in candidates {
            let segments = segmentsFor(version)
            guard let bits = EncodingPlan.bitCount(segments, eci: eci, version: version) else {
                // A segment too long for this version's count indicator: a larger version may take it.
                lastBits = segments.reduce(EncodingPlan.headerBits(eci)) { total, segment in
                    total + 4 + segment.mode.characterCountBits(in: version) + segment.mode.dataBits(count: segment.characterCount)
                }
                continue
            }
            if bits <= VersionTable.dataCodewords(version, level) * 8 {
                self.eci = eci
                self.segments = segments
                self.version = version
                return
            }
            lastBits = bits
        }
        let largest = VersionTable.dataCodewords(candidates[candidates.count - 1], level) * 8
        throw .dataTooLong(bits: lastBits, capacityBits: largest, level: level, version: requested)
    }

    /// Bits of the ECI mode indicator and designator, or 0 without ECI.
    static func headerBits(_ eci: Int?) -> Int { eci.map { 4 + designatorBits($0) } ?? 0 }

    /// Bits of the ECI header and the segments in `version`, or nil when a segment's count does not fit.
    static func bitCount(_ segments: [QRCode.Segment], eci: Int?, version: QRCode.Version) -> Int? {
        var bits = headerBits(eci)
        for segment in segments {
            guard let segmentBits = segment.bitCount(in: version) else { return nil }
            bits += segmentBits
        }
        return bits
    }

    /// Bits of an ECI designator: one, two or three bytes (ISO/IEC 18004 table 4).
    static func designatorBits(_ assignment: Int) -> Int {
        assignment < 128 ? 8 : assignment < 16384 ? 16 : 24
    }

    /// The data codewords: ECI header, segments, terminator, zero bits to a byte, then the pad codewords
    /// 11101100 and 00010001 in turn up to the version's data capacity at `level`.
    func dataCodewords(level: QRCode.ErrorCorrectionLevel) -> [UInt8] {
        let capacityBits = VersionTable.dataCodewords(version, level) * 8
        var buffer = BitBuffer(reservingBits: capacityBits)
        if let eci {
            buffer.append(0b0111, count: 4)
            switch eci {
            case ..<128: buffer.append(UInt32(eci), count: 8)
            case ..<16384: buffer.append(0b10 << 14 | UInt32(eci), count: 16)
            default: buffer.append(0b110 << 21 | UInt32(eci), count: 24)
            }
        }
        for segment in segments { segment.append(to: &buffer, version: version) }
        buffer.append(0, count: min(4, capacityBits - buffer.count))
        buffer.append(0, count: (8 - buffer.count % 8) % 8)
        var codewords = buffer.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < capacityBits / 8 {
            codewords.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return codewords
    }
}
