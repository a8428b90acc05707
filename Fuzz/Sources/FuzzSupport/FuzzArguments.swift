import Foundation
import Localization

extension FuzzInput {
    /// Up to five format arguments of every kind, numbers from the input's bytes.
    public mutating func formatArguments() -> [FormatArgument] {
        var arguments: [FormatArgument] = []
        for _ in 0..<Int(byte() % 6) {
            let raw = take(4)
            let bits = raw.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let small = Int64(bits % 2000) - 1000
            arguments.append(pick([
                .int(small), .int(Int64(bitPattern: bits << 32)), .uint(bits), .double(Double(small) / 8),
                .double(Double(bitPattern: bits << 32)), .string(String(decoding: raw, as: UTF8.self)), .character("x"),
                .decimal(Decimal(small) / 1000),
            ]))
        }
        return arguments
    }
}
