/// Splits data codewords into the version's blocks, appends each block's error correction codewords and
/// interleaves them into the final sequence (ISO/IEC 18004 7.6).
enum BlockInterleaver {
    /// The codewords to place in the symbol, for `data` already padded to the version's data capacity.
    static func codewords(for data: [UInt8], layout: BlockLayout) -> [UInt8] {
        let encoder = ReedSolomonEncoder(degree: layout.errorCorrectionPerBlock)
        var dataBlocks: [ArraySlice<UInt8>] = []
        var errorBlocks: [[UInt8]] = []
        dataBlocks.reserveCapacity(layout.blockCount)
        errorBlocks.reserveCapacity(layout.blockCount)
        var start = 0
        for index in 0..<layout.blockCount {
            let end = start + layout.dataCodewords(inBlock: index)
            let block = data[start..<end]
            dataBlocks.append(block)
            errorBlocks.append(encoder.remainder(of: block))
            start = end
        }
        var result: [UInt8] = []
        result.reserveCapacity(data.count + layout.blockCount * layout.errorCorrectionPerBlock)
        // Data codewords column by column; the long blocks' last codeword comes after all the others.
        let longest = layout.dataCodewords(inBlock: layout.blockCount - 1)
        for column in 0..<longest {
            for block in dataBlocks where column < block.count {
                result.append(block[block.startIndex + column])
            }
        }
        for column in 0..<layout.errorCorrectionPerBlock {
            for block in errorBlocks { result.append(block[column]) }
        }
        return result
    }
}
