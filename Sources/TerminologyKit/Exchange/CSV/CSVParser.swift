import Foundation
import StringResources

/// RFC 4180 records from decoded UTF-8 text: quoted fields with `""` for a quote, CRLF, LF or CR line ends.
///
/// A quote inside an unquoted field is kept as a character (spreadsheets write such files); a quoted field that
/// is not closed, or is followed by anything but a delimiter or a line end, is an error with its line and column.
struct CSVParser {
    struct Record {
        /// The fields.
        var fields: [String]
        /// The byte offset where each field starts.
        var offsets: [Int]
        /// The 1-based record number.
        var number: Int
    }

    let bytes: [UInt8]
    let delimiter: UInt8
    private(set) var index: Int
    private var recordNumber = 0

    init(bytes: [UInt8], delimiter: UInt8, start: Int = 0) {
        self.bytes = bytes
        self.delimiter = delimiter
        index = start
    }

    /// The line and column of byte `offset`.
    func position(_ offset: Int) -> SourcePosition { SourcePosition(offset: offset, in: bytes) }

    /// Lines and columns of offsets asked for in increasing order, each counted from the one before.
    struct PositionTracker {
        private var offset = 0
        private var counter = SourcePositionCounter()

        mutating func position(of target: Int, in bytes: [UInt8]) -> SourcePosition {
            if target < offset { self = PositionTracker() }
            let end = min(target, bytes.count)
            if offset < end {
                bytes.withUnsafeBufferPointer { counter.advance(over: UnsafeBufferPointer(rebasing: $0[offset..<end])) }
                offset = end
            }
            return counter.position
        }
    }

    /// The next record, or nil at the end of the text.
    mutating func next() throws -> Record? {
        guard index < bytes.count else { return nil }
        recordNumber += 1
        var fields: [String] = []
        var offsets: [Int] = []
        var field: [UInt8] = []
        while true {
            offsets.append(index)
            field.removeAll(keepingCapacity: true)
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                let open = index
                index += 1
                var closed = false
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\"") {
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                            field.append(byte)
                            index += 2
                            continue
                        }
                        index += 1
                        closed = true
                        break
                    }
                    field.append(byte)
                    index += 1
                }
                guard closed else {
                    throw failure(at: open, "a quoted field is not closed (a '\"' is missing)", .unclosedQuote)
                }
                if index < bytes.count, bytes[index] != delimiter, bytes[index] != 0x0A, bytes[index] != 0x0D {
                    throw failure(at: index, "a quoted field must end at a delimiter or a line end (write a quote inside a quoted field as \"\")", .textAfterQuote)
                }
            } else {
                let start = index
                while index < bytes.count, bytes[index] != delimiter, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                field.append(contentsOf: bytes[start..<index])
            }
            fields.append(String(decoding: field, as: UTF8.self))
            if index < bytes.count, bytes[index] == delimiter {
                index += 1
                continue
            }
            if index < bytes.count, bytes[index] == 0x0D { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            return Record(fields: fields, offsets: offsets, number: recordNumber)
        }
    }

    private func failure(at offset: Int, _ message: String.LocalizationValue, _ detail: ExchangeError.Detail) -> ExchangeError {
        ExchangeError(.malformedFile, message, format: .csv, position: ExchangePosition(position(offset), row: recordNumber), detail: detail)
    }

    /// The text of a CSV file as UTF-8 without a byte order mark: UTF-8, or UTF-16 with a BOM or with zero bytes
    /// that show it; other bytes are read as Latin-1 (`usedFallback` says so).
    static func decode(_ raw: [UInt8]) throws -> (text: [UInt8], usedFallback: Bool) {
        var encoding = StreamingTextDecoder.Encoding.utf8
        var skip = 0
        if let (bom, length) = StreamingTextDecoder.byteOrderMark(of: raw) {
            encoding = bom
            skip = length
        } else if raw.count >= 2, raw[0] == 0, raw[1] != 0 {
            encoding = .utf16BigEndian
        } else if raw.count >= 2, raw[0] != 0, raw[1] == 0 {
            encoding = .utf16LittleEndian
        }
        if encoding == .utf8 {
            let valid = raw.withUnsafeBufferPointer { StreamingTextDecoder.validateUTF8(UnsafeBufferPointer(rebasing: $0[skip...])) }
            if valid.problem == nil { return (skip == 0 ? raw : Array(raw[skip...]), false) }
            var output: [UInt8] = []
            var latin = StreamingTextDecoder(encoding: .latin1)
            try? latin.decode(Array(raw[skip...]), into: &output, isFinal: true)
            return (output, true)
        }
        var output: [UInt8] = []
        var decoder = StreamingTextDecoder(encoding: encoding)
        do {
            try decoder.decode(Array(raw[skip...]), into: &output, isFinal: true)
        } catch {
            throw ExchangeError(
                .malformedFile, "\(error.message)", format: .csv, position: ExchangePosition(SourcePosition(offset: output.count, in: output)),
                detail: .invalidEncoding)
        }
        return (output, false)
    }

    /// The delimiter the first line uses most (outside quotes), tab before semicolon before comma on a tie; comma
    /// when none appears.
    static func detectDelimiter(_ text: [UInt8]) -> CSVDelimiter {
        var counts: [CSVDelimiter: Int] = [:]
        var inQuotes = false
        for byte in text {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if inQuotes { continue }
            if byte == 0x0A || byte == 0x0D { break }
            for delimiter in CSVDelimiter.allCases where delimiter.byte == byte { counts[delimiter, default: 0] += 1 }
        }
        var best = CSVDelimiter.comma
        var bestCount = 0
        for delimiter in [CSVDelimiter.tab, .semicolon, .comma] {
            let count = counts[delimiter, default: 0]
            if count > bestCount {
                best = delimiter
                bestCount = count
            }
        }
        return best
    }
}
