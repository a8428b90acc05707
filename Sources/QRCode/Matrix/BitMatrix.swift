extension QRCode {
    /// A square matrix of modules, `true` for dark, row by row from the top left, packed 64 to a word.
    public struct BitMatrix: Sendable, Hashable, CustomStringConvertible {
        /// Modules on each side.
        public let size: Int
        /// Words per row: bit `column & 63` of word `row * wordsPerRow + column >> 6` is the module.
        let wordsPerRow: Int
        /// The rows' words; bits past the last column are always 0.
        var words: [UInt64]

        /// An all-light matrix of `size` × `size` modules.
        public init(size: Int) {
            self.size = max(0, size)
            wordsPerRow = (self.size + 63) / 64
            words = [UInt64](repeating: 0, count: wordsPerRow * self.size)
        }

        /// A matrix from rows of modules (`true` dark); nil unless the rows make a square.
        public init?(rows: [[Bool]]) {
            guard rows.allSatisfy({ $0.count == rows.count }) else { return nil }
            self.init(size: rows.count)
            for (row, modules) in rows.enumerated() {
                for (column, dark) in modules.enumerated() where dark { self[row, column] = true }
            }
        }

        /// Whether the module at `row`, `column` (0-based from the top left) is dark; outside the matrix,
        /// light, as the quiet zone is.
        public subscript(row: Int, column: Int) -> Bool {
            get {
                guard row >= 0, row < size, column >= 0, column < size else { return false }
                return words[row * wordsPerRow + column >> 6] >> UInt64(column & 63) & 1 != 0
            }
            set {
                guard row >= 0, row < size, column >= 0, column < size else { return }
                let bit: UInt64 = 1 << UInt64(column & 63)
                if newValue {
                    words[row * wordsPerRow + column >> 6] |= bit
                } else {
                    words[row * wordsPerRow + column >> 6] &= ~bit
                }
            }
        }

        /// The matrix with rows and columns swapped.
        var transposed: BitMatrix {
            var result = BitMatrix(size: size)
            for row in 0..<size {
                for word in 0..<wordsPerRow {
                    var bits = words[row * wordsPerRow + word]
                    while bits != 0 {
                        let column = word << 6 | bits.trailingZeroBitCount
                        result.words[column * wordsPerRow + row >> 6] |= 1 << UInt64(row & 63)
                        bits &= bits - 1
                    }
                }
            }
            return result
        }

        /// Row `row` as line bits (for matrices up to 184 modules wide).
        func line(_ row: Int) -> LineBits {
            let start = row * wordsPerRow
            return LineBits(
                low: wordsPerRow > 0 ? words[start] : 0, middle: wordsPerRow > 1 ? words[start + 1] : 0,
                high: wordsPerRow > 2 ? words[start + 2] : 0)
        }

        /// Dark modules in the matrix.
        public var darkCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

        /// The modules as rows of `true` (dark) and `false` (light).
        public var rows: [[Bool]] {
            (0..<size).map { row in (0..<size).map { self[row, $0] } }
        }

        /// One line per row, `#` for dark and `.` for light: for tests and debugging.
        public var description: String {
            (0..<size).map { row in String((0..<size).map { self[row, $0] ? "#" : "." }) }
                .joined(separator: "\n")
        }
    }
}
