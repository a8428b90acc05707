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
        let candidates = requested.map { [$0] } ?? QRCode.Version.all
        let last = candidates[candidates.count - 1]
        // More bytes than the largest code holds even as digits (7089) are refused before the linear but
        // not free segmentation runs on them (a request body of megabytes, say), with the bits they would
        // take if every byte were a digit.
        let largest = VersionTable.dataCodewords(last, level) * 8
        if bytes.count > 7089 {
            let lowerBound = (eci.map { 4 + EncodingPlan.designatorBits($0) } ?? 0) + 4
                + QRCode.Mode.numeric.characterCountBits(in: last) + QRCode.Mode.numeric.dataBits(count: bytes.count)
            throw .dataTooLong(bits: lowerBound, capacityBits: largest, level: level, version: requested)
        }
        var bestBits = 0
        var segmentsByClass: [Int: [QRCode.Segment]] = [:]
        for version in candidates {
            let widthClass = version.countWidthClass
            let segments = segmentsByClass[widthClass] ?? Segmenter.segments(for: bytes, widthClass: widthClass)
            segmentsByClass[widthClass] = segments
            // The segmenter's segments always fit their count indicators.
            let bits = EncodingPlan.bitCount(segments, eci: eci, version: version) ?? Int.max
            if bits <= VersionTable.dataCodewords(version, level) * 8 {
                self.eci = eci
                self.segments = segments
                self.version = version
                return
            }
            bestBits = bits
        }
        throw .dataTooLong(bits: bestBits, capacityBits: largest, level: level, version: requested)
    }

    /// `segments` as given in the smallest version (or the `requested` one) that holds them.
    init(segments: [QRCode.Segment], eci: Int?, level: QRCode.ErrorCorrectionLevel, requested: QRCode.Version?)
        throws(QRCodeError)
    {
        let candidates = requested.map { [$0] } ?? QRCode.Version.all
        var lastBits = 0
        for version in candidates {
            guard let bits = EncodingPlan.bitCount(segments, eci: eci, version: version) else {
                // A segment too long for this version's count indicator: a larger version may take it.
                lastBits = segments.reduce(eci.map { 4 + EncodingPlan.designatorBits($0) } ?? 0) { total, segment in
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

    /// Bits of the ECI header and the segments in `version`, or nil when a segment's count does not fit.
    static func bitCount(_ segments: [QRCode.Segment], eci: Int?, version: QRCode.Version) -> Int? {
        var bits = eci.map { 4 + designatorBits($0) } ?? 0
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
