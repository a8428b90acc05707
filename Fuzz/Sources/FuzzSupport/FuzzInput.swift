import Foundation

/// Reads a fuzzer's bytes as a small program: choices first, then the rest as data.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ start: UnsafeRawPointer?, _ count: Int) {
        bytes = Array(UnsafeRawBufferPointer(start: count > 0 ? start : nil, count: count))
    }

    /// An input over `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A file and the choices after it: the bytes up to the last NUL are the file, those after it the choices, so
    /// that a real file in the corpus is read whole (with no choices, every choice is the first one).
    public static func fileAndChoices(_ start: UnsafeRawPointer?, _ count: Int) -> (file: [UInt8], choices: FuzzInput) {
        let all = Array(UnsafeRawBufferPointer(start: count > 0 ? start : nil, count: count))
        guard let nul = all.lastIndex(of: 0) else { return (all, FuzzInput(bytes: [])) }
        return (Array(all[..<nul]), FuzzInput(bytes: Array(all[(nul + 1)...])))
    }

    /// The next byte (0 when the input is used up).
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// One of `choices`, picked by the next byte.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// The next `count` bytes (fewer at the end).
    public mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + count)
        defer { position = end }
        return Array(bytes[position..<end])
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] {
        take(bytes.count - position)
    }

    /// All the bytes, from the start.
    public var all: [UInt8] { bytes }
}

/// Stops the process with a message when an invariant does not hold, so that libFuzzer keeps the input.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("fuzz invariant broken: \(message())\n".utf8))
        abort()
    }
}
