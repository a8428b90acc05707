import Foundation

/// Finds the printf-style specifiers in a `.stringsdict` string, as far as structure checks need them:
/// `%#@name@` variable references, and the argument each specifier consumes with its rough type.
///
/// Only what validation of a `.stringsdict` needs; the complete format-string grammar lives elsewhere.
enum StringsDictFormatScanner {
    /// The rough type of an argument, enough to see that one position is used in two incompatible ways.
    enum ArgumentClass: Hashable, Sendable {
        case integer, real, object, cString, character, pointer

        var description: String {
            switch self {
            case .integer: "an integer"
            case .real: "a floating-point number"
            case .object: "an object"
            case .cString: "a C string"
            case .character: "a character"
            case .pointer: "a pointer"
            }
        }
    }

    /// One specifier.
    struct Specifier: Hashable {
        /// The explicit `n$` position, if any.
        var position: Int?
        /// The variable name for `%#@name@`.
        var variable: String?
        /// The argument's class for an ordinary conversion (`nil` for a variable or an unknown conversion).
        var argumentClass: ArgumentClass?
        /// The specifier as written, from `%` to its conversion.
        var text = ""
        /// Where the specifier is in the text's Unicode scalars.
        var range: Range<Int> = 0..<0

        /// The argument the specifier reads: its explicit position, or else the one after `sequential`,
        /// which it advances (printf numbers the arguments of specifiers without a position in order).
        func argument(sequential: inout Int) -> Int {
            if let position { return position }
            sequential += 1
            return sequential
        }
    }

    /// The specifiers of `text`, in order (`%%` skipped).
    static func specifiers(in text: String) -> [Specifier] {
        // Most texts hold no specifier at all: found without decoding a scalar.
        guard contains(UInt8(ascii: "%"), in: text) else { return [] }
        var text = text
        return text.withUTF8 { specifiers(inUTF8: $0) }
    }

    /// Whether `text` may hold a `%#@name@` reference: it has an `@`, which every reference ends its conversion with.
    static func mayReferToVariables(_ text: String) -> Bool {
        contains(UInt8(ascii: "@"), in: text)
    }

    /// Whether `text`'s UTF-8 holds `byte`, searched a word at a time.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
        return found ?? text.utf8.contains(byte)
    }

    /// The specifiers of valid UTF-8 `bytes`. The syntax is ASCII, so it is read byte by byte; ranges count
    /// Unicode scalars (the bytes that do not continue a scalar), as the model gives them.
    private static func specifiers(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [Specifier] {
        var result: [Specifier] = []
        let count = bytes.count
        // Scalars before byte `countedTo`: advanced monotonically, since specifiers come in order.
        var countedTo = 0
        var scalarsBefore = 0
        func scalarIndex(_ byteIndex: Int) -> Int {
            while countedTo < byteIndex {
                if bytes[countedTo] & 0xC0 != 0x80 { scalarsBefore += 1 }
                countedTo += 1
            }
            return scalarsBefore
        }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            index += 1
            guard index < count else { break }
            if bytes[index] == UInt8(ascii: "%") { index += 1; continue }
            var specifier = Specifier()
            // An explicit position: digits followed by '$'.
            var probe = index
            var number = 0
            while probe < count, bytes[probe] >= 0x30 && bytes[probe] <= 0x39 {
                number = min(number * 10 + Int(bytes[probe] - 0x30), 1_000_000)
                probe += 1
            }
            if probe > index, probe < count, bytes[probe] == UInt8(ascii: "$") {
                specifier.position = number
                index = probe + 1
            }
            var sawHash = false
            while index < count, isFlagOrWidth(bytes[index]) {
                if bytes[index] == UInt8(ascii: "#") { sawHash = true }
                index += 1
            }
            while index < count, isLengthModifier(bytes[index]) {
                index += 1
            }
            guard index < count else { break }
            let conversion = bytes[index]
            // The conversion is one scalar, of one or more bytes.
            index += 1
            while index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            if conversion == UInt8(ascii: "@") && sawHash {
                let nameStart = index
                while index < count, bytes[index] != UInt8(ascii: "@") { index += 1 }
                guard index < count else { break }
                specifier.variable = string(nameStart..<index)
                index += 1
            } else {
                specifier.argumentClass = argumentClass(byte: conversion)
            }
            specifier.text = string(start..<index)
            let scalarStart = scalarIndex(start)
            specifier.range = scalarStart..<scalarIndex(index)
            result.append(specifier)
        }
        return result
    }

    /// A flag, width or precision character: `-+ #0123456789.*'`.
    @inline(__always)
    private static func isFlagOrWidth(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "."), UInt8(ascii: "*"), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// A length modifier character: `hlqLzjt`.
    @inline(__always)
    private static func isLengthModifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"),
             UInt8(ascii: "t"): true
        default: false
        }
    }

    /// The class of a conversion's first byte (a lead byte of a non-ASCII scalar is no conversion).
    private static func argumentClass(byte: UInt8) -> ArgumentClass? {
        byte < 0x80 ? argumentClass(Unicode.Scalar(byte)) : nil
    }

    /// The class of a conversion character.
    static func argumentClass(_ conversion: Unicode.Scalar) -> ArgumentClass? {
        switch conversion {
        case "d", "i", "o", "u", "x", "X", "D", "O", "U": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .real
        case "@": .object
        case "s", "S": .cString
        case "c", "C": .character
        case "p": .pointer
        default: nil
        }
    }

    /// The class of an `NSStringFormatValueTypeKey` such as `d`, `ld` or `.2f`, or `nil` when it is not a conversion.
    ///
    /// A leading `%` (`%ld`, as Xcode writes the `.stringsdict` of an intent definition) is read as the conversion
    /// after it, as Apple's reader does.
    static func valueTypeClass(_ valueType: String) -> ArgumentClass? {
        if let simple = simpleValueTypeClass(valueType.utf8) { return simple }
        let conversion = valueType.hasPrefix("%") && !valueType.hasPrefix("%%") ? String(valueType.dropFirst()) : valueType
        let found = specifiers(in: "%" + conversion)
        guard found.count == 1, found[0].variable == nil else { return nil }
        return found[0].argumentClass
    }

    /// The class of the usual value types (length modifiers and a conversion letter or `@`: `d`, `ld`, `llu`, `@`),
    /// found without a scan, as the scan finds it; `nil` (not known) for any other text.
    private static func simpleValueTypeClass(_ valueType: String.UTF8View) -> ArgumentClass?? {
        guard let last = valueType.last, valueType.count <= 4, !isLengthModifier(last),
              last == UInt8(ascii: "@") || (last | 0x20 >= UInt8(ascii: "a") && last | 0x20 <= UInt8(ascii: "z")),
              valueType.dropLast().allSatisfy(isLengthModifier) else { return nil }
        return .some(argumentClass(byte: last))
    }
}
