import Foundation

extension UUID {
    /// The canonical lowercase text (`3f2b…-…`), written without Foundation's formatter: the store writes and
    /// reads one for every row, and `uuidString` goes through `sprintf`.
    var databaseText: String {
        String(unsafeUninitializedCapacity: 36) { writeDatabaseText(into: $0) }
    }

    /// Appends the canonical lowercase text's 36 bytes to `bytes` (what a bulk writer binds).
    func appendDatabaseText(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { buffer in
            let count = writeDatabaseText(into: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the text form into `buffer` (36 bytes at least); returns how many bytes.
    func writeDatabaseText(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let hex: StaticString = "0123456789abcdef"
        return withUnsafeBytes(of: uuid) { bytes in
            var at = 0
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    buffer[at] = UInt8(ascii: "-")
                    at += 1
                }
                buffer[at] = hex.utf8Start[Int(byte >> 4)]
                buffer[at + 1] = hex.utf8Start[Int(byte & 0x0F)]
                at += 2
            }
            return at
        }
    }

    /// Reads the 36-character text form (either case); nil for anything else.
    init?(databaseText text: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var high: UInt8?
        var count = 0
        for character in text.utf8 {
            count += 1
            if count == 9 || count == 14 || count == 19 || count == 24 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        guard count == 36, bytes.count == 16 else { return nil }
        self.init(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                         bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
