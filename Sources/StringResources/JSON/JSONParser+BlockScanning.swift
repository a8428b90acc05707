extension JSONParser {
    /// The offset after the array or object that starts at `start` (its bracket), matched as ``skipValue()``
    /// matches it: a quote opens or closes a string, a backslash in a string takes the byte after it along, and
    /// brackets outside strings are counted (`[` as `{`, `]` as `}`); nothing else is checked.
    ///
    /// Sixty-four bytes at a time: a block's quotes and brackets become bit masks, the bits inside strings come
    /// from a running XOR of the quote bits (carried from block to block), and only the brackets outside strings
    /// are looked at one by one. A block holding a backslash, and the last bytes of the text, go byte by byte, so
    /// that escapes, unterminated strings and the end of the text are met exactly where the byte loop meets them:
    /// the result and every error, with its offset, are the byte loop's.
    static func skipContainer(
        _ base: UnsafePointer<UInt8>, count: Int, from start: Int, maximumDepth: Int
    ) throws(Failure) -> Int {
        var position = start
        var depth = 0
        var inString = false
        // The opening quote of the string `position` is in, when `inString`.
        var stringStart = start
        while true {
            if count &- position >= 64 {
                let masks = blockMasks(UnsafeRawPointer(base + position))
                if !masks.hasBackslash {
                    // Bit i: byte i is an opening quote or inside a string.
                    var inside = prefixXOR(masks.quotes)
                    if inString { inside = ~inside }
                    var brackets = masks.brackets & ~inside
                    while brackets != 0 {
                        let at = position &+ brackets.trailingZeroBitCount
                        if base[at] | 0x20 == 0x7B {
                            depth &+= 1
                            guard depth <= maximumDepth else {
                                throw Failure(offset: at, message: "arrays and objects nested deeper than \(maximumDepth) levels")
                            }
                        } else {
                            depth &-= 1
                            if depth == 0 { return at &+ 1 }
                        }
                        brackets &= brackets &- 1
                    }
                    inString = inside >> 63 != 0
                    if inString {
                        let opening = masks.quotes & inside
                        if opening != 0 { stringStart = position &+ 63 &- opening.leadingZeroBitCount }
                    }
                    position &+= 64
                    continue
                }
            }
            // Byte by byte up to the block's end (a string started in it is followed to its end).
            let limit = count &- position >= 64 ? position &+ 64 : count
            while position < limit || inString {
                if inString {
                    while count &- position >= 8 {
                        let word = JSONParser.word(UnsafeBufferPointer(start: base, count: count), at: position)
                        let stops = JSONParser.zeroBytes(word ^ JSONParser.repeated(0x22)) | JSONParser.zeroBytes(word ^ JSONParser.repeated(0x5C))
                        if stops != 0 {
                            position &+= stops.trailingZeroBitCount &>> 3
                            break
                        }
                        position &+= 8
                    }
                    while position < count, base[position] != UInt8(ascii: "\""), base[position] != UInt8(ascii: "\\") { position &+= 1 }
                    guard position < count else { throw Failure(offset: stringStart, message: "unterminated string") }
                    if base[position] == UInt8(ascii: "\"") {
                        inString = false
                        position &+= 1
                    } else {
                        position &+= 2
                    }
                    continue
                }
                let byte = base[position]
                if byte == UInt8(ascii: "\"") {
                    stringStart = position
                    inString = true
                } else if byte | 0x20 == 0x7B {
                    depth &+= 1
                    guard depth <= maximumDepth else {
                        throw Failure(offset: position, message: "arrays and objects nested deeper than \(maximumDepth) levels")
                    }
                } else if byte | 0x20 == 0x7D {
                    depth &-= 1
                    if depth == 0 { return position &+ 1 }
                }
                position &+= 1
            }
            if position >= count {
                throw Failure(offset: start, message: "unexpected end of input, expected '}' or ']'")
            }
        }
    }

    /// The quotes and brackets of the 64 bytes at `pointer` as bit masks (bit i for byte i), and whether a
    /// backslash is among them. Portable SIMD: byte compares, each result weighted with its own bit (quotes in the
    /// low nibble, brackets in the high one), then neighbouring bytes OR-ed together until each byte holds the bits
    /// of eight, and the two nibbles parted.
    @inline(__always)
    static func blockMasks(_ pointer: UnsafeRawPointer) -> (quotes: UInt64, brackets: UInt64, hasBackslash: Bool) {
        @inline(__always)
        func classify(_ offset: Int) -> (classes: SIMD16<UInt8>, backslashes: SIMDMask<SIMD16<Int8>>) {
            let bytes = pointer.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            // `[` and `]` become `{` and `}` with bit 5 set.
            let folded = bytes | SIMD16<UInt8>(repeating: 0x20)
            let quotes: SIMDMask<SIMD16<Int8>> = bytes .== SIMD16<UInt8>(repeating: 0x22)
            let backslashes: SIMDMask<SIMD16<Int8>> = bytes .== SIMD16<UInt8>(repeating: 0x5C)
            let brackets: SIMDMask<SIMD16<Int8>> = (folded .== SIMD16<UInt8>(repeating: 0x7B)) .| (folded .== SIMD16<UInt8>(repeating: 0x7D))
            let quoteBits = SIMD16<UInt8>(1, 2, 4, 8, 1, 2, 4, 8, 1, 2, 4, 8, 1, 2, 4, 8)
            let bracketBits = SIMD16<UInt8>(16, 32, 64, 128, 16, 32, 64, 128, 16, 32, 64, 128, 16, 32, 64, 128)
            let classes = unsafeBitCast(quotes, to: SIMD16<UInt8>.self) & quoteBits
                | unsafeBitCast(brackets, to: SIMD16<UInt8>.self) & bracketBits
            return (classes, backslashes)
        }
        let first = classify(0), second = classify(16), third = classify(32), fourth = classify(48)
        // Each byte: the quote bits (low nibble) and bracket bits (high nibble) of four bytes.
        let fours = orPairs(orPairs(first.classes, second.classes), orPairs(third.classes, fourth.classes))
        let low = fours & SIMD16<UInt8>(repeating: 0x0F)
        let high = (fours &>> 4) & SIMD16<UInt8>(repeating: 0x0F)
        let low16 = unsafeBitCast(low, to: SIMD8<UInt16>.self)
        let high16 = unsafeBitCast(high, to: SIMD8<UInt16>.self)
        // Two nibbles into a byte: the byte of the lane that comes first in memory holds the lower bits.
        #if _endian(little)
        let joined = SIMD16(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low16 | low16 &>> 4), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high16 | high16 &>> 4))
        #else
        let joined = SIMD16(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low16 &<< 4 | low16 &>> 8), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high16 &<< 4 | high16 &>> 8))
        #endif
        let masks = unsafeBitCast(joined, to: SIMD2<UInt64>.self)
        let backslashes = (first.backslashes .| second.backslashes) .| (third.backslashes .| fourth.backslashes)
        let anyBackslash = unsafeBitCast(backslashes, to: SIMD2<UInt64>.self)
        return (UInt64(littleEndian: masks[0]), UInt64(littleEndian: masks[1]), anyBackslash[0] | anyBackslash[1] != 0)
    }

    /// The OR of each two neighbouring bytes of `low`, then of `high`: sixteen bytes from thirty-two.
    @inline(__always)
    static func orPairs(_ low: SIMD16<UInt8>, _ high: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let low16 = unsafeBitCast(low, to: SIMD8<UInt16>.self)
        let high16 = unsafeBitCast(high, to: SIMD8<UInt16>.self)
        // Whichever byte of a lane is the numerically low one (the machine's byte order), both are OR-ed into it.
        return SIMD16(
            lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low16 | low16 &>> 8),
            highHalf: SIMD8<UInt8>(truncatingIfNeeded: high16 | high16 &>> 8))
    }

    /// Bit i of the result is the XOR of bits 0…i of `bits`.
    @inline(__always)
    static func prefixXOR(_ bits: UInt64) -> UInt64 {
        var value = bits
        value ^= value << 1
        value ^= value << 2
        value ^= value << 4
        value ^= value << 8
        value ^= value << 16
        value ^= value << 32
        return value
    }
}
