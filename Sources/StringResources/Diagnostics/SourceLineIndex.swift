import Foundation

/// Turns byte offsets of one text into lines and columns: the one way positions are computed.
///
/// Built once per file, and only when a diagnostic needs a position (parsers and validation keep byte offsets
/// until then): the line starts are found in one pass, then each offset costs a binary search and a scan of its
/// own line. `\n`, `\r\n` and a lone `\r` each end a line; columns count Unicode scalars from 1; a UTF-8 byte
/// order mark at the start of the text is not a column.
public struct SourceLineIndex: Sendable {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]

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
        var column = 1
        var index = lineStarts[low]
        if index == 0, offset >= 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { column = 0 }
        while index < offset {
            let byte = bytes[index]
            // Count scalars: skip UTF-8 continuation bytes, and the CR of a CRLF the offset points past.
            if byte & 0xC0 != 0x80 && byte != 0x0D && byte != 0x0A { column += 1 }
            index += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
