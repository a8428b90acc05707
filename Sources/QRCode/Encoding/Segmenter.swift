/// Splits data into the mode segments that take the fewest bits (ISO/IEC 18004 annex J describes a
/// greedy way; this finds the optimum).
///
/// A dynamic program over the bytes: the state after each byte is the mode of the segment it ends and
/// how many characters of an unfinished numeric group (3 digits → 10 bits) or alphanumeric pair
/// (2 characters → 11 bits) it holds, so that every cost is an exact number of bits. Linear in the data.
enum Segmenter {
    /// The states: numeric with 1, 2 or 3 (= 0) digits of the last group, alphanumeric with 1 or 2 (= 0)
    /// characters of the last pair, byte.
    private enum State: Int, CaseIterable {
        case numeric1, numeric2, numeric3, alphanumeric1, alphanumeric2, byte

        var mode: QRCode.Mode {
            switch self {
            case .numeric1, .numeric2, .numeric3: .numeric
            case .alphanumeric1, .alphanumeric2: .alphanumeric
            case .byte: .byte
            }
        }

        /// The state after one more character of the same segment, and that character's bits.
        var next: (state: State, bits: Int) {
            switch self {
            case .numeric1: (.numeric2, 3)
            case .numeric2: (.numeric3, 3)
            case .numeric3: (.numeric1, 4)
            case .alphanumeric1: (.alphanumeric2, 5)
            case .alphanumeric2: (.alphanumeric1, 6)
            case .byte: (.byte, 8)
            }
        }

        /// The state after the first character of a new segment in `mode`, and that character's bits.
        static func first(_ mode: QRCode.Mode) -> (state: State, bits: Int) {
            switch mode {
            case .numeric: (.numeric1, 4)
            case .alphanumeric: (.alphanumeric1, 6)
            case .byte: (.byte, 8)
            }
        }
    }

    /// The segments of `bytes` with the fewest bits for versions of `widthClass` (see
    /// `QRCode.Version.countWidthClass`). Empty data gives no segments.
    static func segments(for bytes: [UInt8], widthClass: Int) -> [QRCode.Segment] {
        guard !bytes.isEmpty else { return [] }
        let states = State.allCases
        let stateCount = states.count
        let unreachable = Int.max / 2
        // Per state: its mode's index, the state after one more character and that character's bits.
        let modeOfState = states.map { QRCode.Mode.allCases.firstIndex(of: $0.mode) ?? 0 }
        let nextState = states.map { $0.next.state.rawValue }
        let nextBits = states.map { $0.next.bits }
        // Per mode: the state after its first character, that character's bits plus the segment header.
        let firstState = QRCode.Mode.allCases.map { State.first($0).state.rawValue }
        let firstBits = QRCode.Mode.allCases.map { State.first($0).bits + 4 + $0.countBits(widthClass: widthClass) }

        var cost = [Int](repeating: unreachable, count: stateCount)
        var nextCost = cost
        // For each byte and state, the state before it (or -1 where the byte starts the data).
        var previous = [Int8](repeating: -1, count: bytes.count * stateCount)

        for (position, byte) in bytes.enumerated() {
            let allowed = (QRCode.Mode.numeric.canEncode(byte), QRCode.Mode.alphanumeric.canEncode(byte))
            func canEncode(_ mode: Int) -> Bool { mode == 0 ? allowed.0 : mode == 1 ? allowed.1 : true }
            for state in 0..<stateCount { nextCost[state] = unreachable }
            var cheapest = 0, cheapestState = -1
            if position > 0 {
                cheapest = unreachable
                for state in 0..<stateCount where cost[state] < cheapest {
                    cheapest = cost[state]
                    cheapestState = state
                }
                // Continue the current segment of the mode…
                for state in 0..<stateCount where cost[state] < unreachable && canEncode(modeOfState[state]) {
                    let candidate = cost[state] + nextBits[state]
                    if candidate < nextCost[nextState[state]] {
                        nextCost[nextState[state]] = candidate
                        previous[position * stateCount + nextState[state]] = Int8(state)
                    }
                }
            }
            // …or start a new one after the cheapest way to get here.
            for mode in 0..<firstState.count where canEncode(mode) {
                let candidate = cheapest + firstBits[mode]
                if candidate < nextCost[firstState[mode]] {
                    nextCost[firstState[mode]] = candidate
                    previous[position * stateCount + firstState[mode]] = Int8(cheapestState)
                }
            }
            swap(&cost, &nextCost)
        }

        // Walk back to find each byte's mode; a segment ends where the mode changes (two adjacent
        // segments of one mode never cost less than one).
        var modes = [QRCode.Mode](repeating: .byte, count: bytes.count)
        var state = 0
        for candidate in 1..<stateCount where cost[candidate] < cost[state] { state = candidate }
        for position in stride(from: bytes.count - 1, through: 0, by: -1) {
            modes[position] = states[state].mode
            let before = Int(previous[position * stateCount + state])
            if before < 0 { break }
            state = before
        }

        var segments: [QRCode.Segment] = []
        var start = 0
        for position in 1...bytes.count where position == bytes.count || modes[position] != modes[start] {
            appendSplitting(bytes[start..<position], mode: modes[start], widthClass: widthClass, to: &segments)
            start = position
        }
        return segments
    }

    /// Appends a run in `mode` as one segment, or several when it holds more characters than the count
    /// indicator can say. Such a run never fits the versions of that class anyway, but valid segments
    /// let the plan say exactly how many bits the data needs.
    private static func appendSplitting(
        _ run: ArraySlice<UInt8>, mode: QRCode.Mode, widthClass: Int, to segments: inout [QRCode.Segment]
    ) {
        let limit = (1 << mode.countBits(widthClass: widthClass)) - 1
        // Split on whole groups so that no bits are lost to a short group in the middle.
        let group = mode == .numeric ? 3 : mode == .alphanumeric ? 2 : 1
        let chunk = limit - limit % group
        var start = run.startIndex
        while start < run.endIndex {
            let end = min(start + chunk, run.endIndex)
            segments.append(QRCode.Segment(uncheckedMode: mode, bytes: run[start..<end]))
            start = end
        }
    }
}
