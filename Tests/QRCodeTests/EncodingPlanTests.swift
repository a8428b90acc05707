import Testing

@testable import QRCode

@Suite("EncodingPlan")
struct EncodingPlanTests {
    /// Character capacities of ISO/IEC 18004 table 7: version, level, numeric, alphanumeric, byte.
    static let publishedCapacities: [(Int, QRCode.ErrorCorrectionLevel, Int, Int, Int)] = [
        (1, .low, 41, 25, 17), (1, .medium, 34, 20, 14), (1, .quartile, 27, 16, 11), (1, .high, 17, 10, 7),
        (2, .low, 77, 47, 32), (2, .medium, 63, 38, 26), (2, .quartile, 48, 29, 20), (2, .high, 34, 20, 14),
        (10, .low, 652, 395, 271), (10, .medium, 513, 311, 213), (10, .quartile, 364, 221, 151), (10, .high, 288, 174, 119),
        (40, .low, 7089, 4296, 2953), (40, .medium, 5596, 3391, 2331), (40, .quartile, 3993, 2420, 1663),
        (40, .high, 3057, 1852, 1273),
    ]

    @Test("published capacities", arguments: publishedCapacities)
    func published(_ number: Int, _ level: QRCode.ErrorCorrectionLevel, _ numeric: Int, _ alphanumeric: Int, _ byte: Int) throws {
        let version = try #require(QRCode.Version(number))
        #expect(Self.capacity(.numeric, version, level) == numeric)
        #expect(Self.capacity(.alphanumeric, version, level) == alphanumeric)
        #expect(Self.capacity(.byte, version, level) == byte)
    }

    /// The most characters of `mode` one segment can hold in `version` at `level`.
    static func capacity(_ mode: QRCode.Mode, _ version: QRCode.Version, _ level: QRCode.ErrorCorrectionLevel) -> Int {
        let bits = VersionTable.dataCodewords(version, level) * 8 - 4 - mode.characterCountBits(in: version)
        var count = 0
        while mode.dataBits(count: count + 1) <= bits { count += 1 }
        return count
    }

    static let boundaries: [(QRCode.Version, QRCode.ErrorCorrectionLevel)] = QRCode.Version.all.flatMap { version in
        QRCode.ErrorCorrectionLevel.allCases.map { (version, $0) }
    }

    /// At every version and level: a single-mode text of exactly the version's capacity gets that version,
    /// one character more gets the next (or, after version 40, an error).
    @Test("capacity boundaries", arguments: boundaries)
    func boundary(_ version: QRCode.Version, _ level: QRCode.ErrorCorrectionLevel) throws {
        let alphabets: [(QRCode.Mode, [UInt8])] = [
            (.numeric, Array("0123456789".utf8)), (.alphanumeric, Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)),
            (.byte, Array("abcdefghijklmnopqrstuvwxyz".utf8)),
        ]
        for (mode, alphabet) in alphabets {
            let count = Self.capacity(mode, version, level)
            let text = (0..<count + 1).map { alphabet[($0 * 7) % alphabet.count] }
            let fits = try EncodingPlan(optimizing: Array(text.dropLast()), eci: nil, level: level, requested: nil)
            #expect(fits.version == version, "\(count) \(mode) characters")
            #expect(fits.segments.count == 1 && fits.segments.first?.mode == mode)
            if version < .maximum {
                let next = try EncodingPlan(optimizing: text, eci: nil, level: level, requested: nil)
                #expect(next.version.number == version.number + 1, "\(count + 1) \(mode) characters")
            } else {
                #expect(throws: QRCodeError.self) {
                    try EncodingPlan(optimizing: text, eci: nil, level: level, requested: nil)
                }
            }
        }
    }

    @Test("data codewords of known messages", arguments: [
        ("01234567", QRCode.ErrorCorrectionLevel.medium,
         [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11] as [UInt8]),
        ("HELLO WORLD", .medium, [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]),
        ("HELLO WORLD", .quartile, [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236]),
    ])
    func dataCodewords(_ text: String, _ level: QRCode.ErrorCorrectionLevel, _ expected: [UInt8]) throws {
        let plan = try EncodingPlan(optimizing: Array(text.utf8), eci: nil, level: level, requested: nil)
        #expect(plan.version == .minimum)
        #expect(plan.dataCodewords(level: level) == expected)
    }

    @Test("the ECI header: mode 0111 and a one-, two- or three-byte designator", arguments: [
        (26, [0b0111_0001, 0b1010_0000]), (127, [0b0111_0111, 0b1111_0000]),
        (128, [0b0111_1000, 0b0000_1000, 0b0000_0000]), (999_999, [0b0111_1100, 0b1111_0100, 0b0010_0011, 0b1111_0000]),
    ] as [(Int, [UInt8])])
    func eciHeader(_ assignment: Int, _ prefix: [UInt8]) throws {
        let plan = try EncodingPlan(segments: [], eci: assignment, level: .low, requested: nil)
        #expect(Array(plan.dataCodewords(level: .low).prefix(prefix.count)) == prefix)
    }

    @Test("a segment's bits include its header; a count its indicator cannot hold has none", arguments: [
        (QRCode.Mode.byte, 255, 9, 4 + 8 + 255 * 8), (.byte, 256, 9, nil), (.byte, 256, 10, 4 + 16 + 256 * 8),
        (.numeric, 1023, 9, 4 + 10 + 341 * 10), (.numeric, 1024, 9, nil), (.alphanumeric, 2047, 26, 4 + 11 + 1023 * 11 + 6),
        (.alphanumeric, 2048, 26, nil), (.alphanumeric, 2048, 27, 4 + 13 + 1024 * 11),
    ] as [(QRCode.Mode, Int, Int, Int?)])
    func segmentBits(_ mode: QRCode.Mode, _ count: Int, _ number: Int, _ bits: Int?) throws {
        let segment = try QRCode.Segment(mode: mode, bytes: [UInt8](repeating: UInt8(ascii: "7"), count: count))
        #expect(segment.bitCount(in: try #require(QRCode.Version(number))) == bits)
    }

    @Test("a full byte stream gets no terminator, and no pad codeword")
    func exactFit() throws {
        // Version 1-L holds 19 codewords: 4 + 8 + 17 × 8 = 148 bits, 4 bits short of 152: the terminator.
        let plan = try EncodingPlan(optimizing: Array("abcdefghijklmnopq".utf8), eci: nil, level: .low, requested: nil)
        let codewords = plan.dataCodewords(level: .low)
        #expect(codewords.count == 19)
        #expect(codewords.last == UInt8(ascii: "q") << 4)
    }
}
