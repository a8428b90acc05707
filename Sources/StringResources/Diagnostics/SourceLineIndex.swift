import Foundation

/// Turns byte offsets of one text into lines and columns: the one way positions are computed.
///
/// Built once per file, and only when a diagnostic needs a position (parsers and validation keep byte offsets
/// until then): the line starts are found in one pass, then each offset costs a binary search and a scan of at
/// most a few hundred bytes, whatever the layout: a text with long lines (a minified catalog is one line) also
/// gets the number of scalars before every block of ``blockSize`` bytes, so that a column is never counted from
/// the start of its line. `\n`, `\r\n` and a lone `\r` each end a line; columns count Unicode scalars from 1;
/// a UTF-8 byte order mark at the start of the text is not a column.
public struct SourceLineIndex: Sendable {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    /// The number of counted bytes (scalar starts other than CR and LF) before each block, and before the end;
    /// empty when every line is shorter than ``longLine``.
    private var blockCounts: [Int] = []

    /// The bytes per block of ``blockCounts``.
    static let blockSize = 256
    /// Lines longer than this make the index count scalars per block.
    static let longLine = 4096

    /// Indexes the lines of `bytes` (UTF-8).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        // Line feeds are found a word at a time by memchr; a text with carriage returns takes the slow path.
        let starts: [Int]? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return [0] }
            guard memchr(base, 0x0D, buffer.count) == nil else { return nil }
            var starts = [0]
            var position = 0
            while position < buffer.count, let found = memchr(base + position, 0x0A, buffer.count - position) {
                position = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(position)
            }
            return starts
        }
        if let starts {
            lineStarts = starts
            countBlocksIfLinesAreLong()
            return
        }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                lineStarts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count && bytes[index + 1] == 0x0A {
                    lineStarts.append(index + 2)
                    index += 1
                } else {
                    lineStarts.append(index + 1)
                }
            }
            index += 1
        }
        countBlocksIfLinesAreLong()
    }

    /// Fills ``blockCounts`` when a line is longer than ``longLine`` bytes (one more pass over the text).
    private mutating func countBlocksIfLinesAreLong() {
        var longest = bytes.count - (lineStarts.last ?? 0)
        for line in 1..<lineStarts.count { longest = max(longest, lineStarts[line] - lineStarts[line - 1]) }
        guard longest > Self.longLine else { return }
        var counts: [Int] = []
        counts.reserveCapacity(bytes.count / Self.blockSize + 1)
        bytes.withUnsafeBufferPointer { buffer in
            var total = 0
            for start in stride(from: 0, to: buffer.count, by: Self.blockSize) {
                counts.append(total)
                total += Self.countedBytes(buffer, start..<min(start + Self.blockSize, buffer.count))
            }
            // The end of a text that fills its last block is the start of one more.
            counts.append(total)
        }
        blockCounts = counts
    }

    /// The bytes of `range` that start a scalar other than CR and LF (what a column counts).
    private static func countedBytes(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range {
            let byte = buffer[index]
            if byte & 0xC0 != 0x80 && byte != 0x0D && byte != 0x0A { count += 1 }
        }
        return count
    }

    /// The counted bytes before `offset`, from the block counts and a scan of the rest of its block.
    private func countedBytes(before offset: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let block = offset / Self.blockSize
        return blockCounts[block] + Self.countedBytes(buffer, (block * Self.blockSize)..<offset)
    }

    /// The positions of ascending byte offsets of `bytes`, each what ``position(ofOffset:)`` gives, found in one
    /// pass over the text up to the last offset: for many offsets in a large text (the findings of a lint) this
    /// costs less than indexing every line first.
    static func positions(ofAscendingOffsets offsets: [Int], in bytes: [UInt8]) -> [SourcePosition] {
        var positions: [SourcePosition] = []
        positions.reserveCapacity(offsets.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                positions = offsets.map { _ in SourcePosition(line: 1, column: 1) }
                return
            }
            let count = buffer.count
            let hasMark = count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
            // Without carriage returns, only line feeds end lines, which are counted sixteen bytes at a time.
            let hasReturn = memchr(base, 0x0D, count) != nil
            var line = 1
            var lineStart = 0
            // Line breaks before `scanned` are counted; so are the scalars of the line before `counted`.
            var scanned = 0
            var counted = 0
            var scalars = 0
            for raw in offsets {
                let offset = min(max(raw, 0), count)
                // Moves to the last line start at or before the offset.
                if !hasReturn {
                    // Line feeds are counted a block at a time up to the offset; the line starts after the last.
                    if scanned < offset {
                        let (feeds, last) = lineFeeds(base, scanned, offset)
                        if feeds > 0 {
                            line += feeds
                            lineStart = last + 1
                            counted = lineStart
                            scalars = 0
                        }
                        scanned = offset
                    }
                } else {
                    scan: while scanned < offset {
                        var found = -1
                        var index = scanned
                        while index < offset {
                            let byte = buffer[index]
                            if byte == 0x0A || byte == 0x0D {
                                found = index
                                break
                            }
                            index += 1
                        }
                        guard found >= 0 else {
                            scanned = offset
                            break scan
                        }
                        var next = found + 1
                        if buffer[found] == 0x0D && next < count && buffer[next] == 0x0A {
                            // A CRLF's line starts after its LF: not yet when the offset points at the LF.
                            guard next + 1 <= offset else { break scan }
                            next += 1
                        }
                        line += 1
                        lineStart = next
                        scanned = next
                        counted = next
                        scalars = 0
                    }
                }
                if counted < lineStart { counted = lineStart }
                scalars += countedBytes(buffer, counted..<max(counted, offset))
                counted = max(counted, offset)
                let column = scalars + (lineStart == 0 && offset >= 3 && hasMark ? 0 : 1)
                positions.append(SourcePosition(line: line, column: column))
            }
        }
        return positions
    }

    /// The number of line feeds in bytes `start..<end` of `base` and the offset of the last one (-1 when there is
    /// none), sixteen bytes at a time: a text of short lines is not searched once per line.
    @inline(__always)
    static func lineFeeds(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> (count: Int, last: Int) {
        let raw = UnsafeRawPointer(base)
        let feed = SIMD16<UInt8>(repeating: 0x0A)
        var count = 0
        var index = start
        while end - index >= 16 {
            // Each lane counts the line feeds at its place, in at most 255 blocks (what a lane holds).
            var lanes = SIMD16<UInt8>()
            for _ in 0..<min((end - index) / 16, 255) {
                // A mask's lanes are all ones where true: subtracting one adds one per line feed.
                lanes &-= unsafeBitCast(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== feed, to: SIMD16<UInt8>.self)
                index += 16
            }
            count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while index < end {
            if base[index] == 0x0A { count += 1 }
            index += 1
        }
        guard count > 0 else { return (0, -1) }
        // The last one, looked for back from the end a block at a time, then byte by byte.
        var stop = end
        while stop - start >= 16 {
            let found = unsafeBitCast(raw.loadUnaligned(fromByteOffset: stop - 16, as: SIMD16<UInt8>.self) .== feed, to: (UInt64, UInt64).self)
            if found.0 | found.1 != 0 { break }
            stop -= 16
        }
        var last = stop - 1
        while base[last] != 0x0A { last -= 1 }
        return (count, last)
    }

    /// The number of lines of the text (an empty text has one).
    public var lineCount: Int { lineStarts.count }

    /// The line and column of a byte offset (clamped to the text).
    public func position(ofOffset offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        var column = start == 0 && offset >= 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 0 : 1
        // Count scalars: skip UTF-8 continuation bytes, and the CR of a CRLF the offset points past.
        column += bytes.withUnsafeBufferPointer { buffer in
            guard !blockCounts.isEmpty, offset - start > 2 * Self.blockSize else {
                return Self.countedBytes(buffer, start..<offset)
            }
            return countedBytes(before: offset, buffer) - countedBytes(before: start, buffer)
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
