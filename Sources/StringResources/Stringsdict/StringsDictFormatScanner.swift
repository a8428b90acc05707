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
        guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var result: [Specifier] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            let start = index
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "%" { index += 1; continue }
            var specifier = Specifier()
            // An explicit position: digits followed by '$'.
            var probe = index
            var number = 0
            while probe < scalars.count, (48...57).contains(scalars[probe].value) {
                number = min(number * 10 + Int(scalars[probe].value - 48), 1_000_000)
                probe += 1
            }
            if probe > index, probe < scalars.count, scalars[probe] == "$" {
                specifier.position = number
                index = probe + 1
            }
            var sawHash = false
            while index < scalars.count, isFlagOrWidth(scalars[index]) {
                if scalars[index] == "#" { sawHash = true }
                index += 1
            }
            while index < scalars.count, isLengthModifier(scalars[index]) {
                index += 1
            }
            guard index < scalars.count else { break }
            let conversion = scalars[index]
            index += 1
            if conversion == "@" && sawHash {
                let nameStart = index
                while index < scalars.count, scalars[index] != "@" { index += 1 }
                guard index < scalars.count else { break }
                specifier.variable = string(of: scalars[nameStart..<index])
                index += 1
            } else {
                specifier.argumentClass = argumentClass(conversion)
            }
            specifier.text = string(of: scalars[start..<index])
            specifier.range = start..<index
            result.append(specifier)
        }
        return result
    }

    /// A flag, width or precision character: `-+ #0123456789.*'`.
    @inline(__always)
    private static func isFlagOrWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "+", " ", "#", "0"..."9", ".", "*", "'": true
        default: false
        }
    }

    /// A length modifier character: `hlqLzjt`.
    @inline(__always)
    private static func isLengthModifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "h", "l", "q", "L", "z", "j", "t": true
        default: false
        }
    }

    /// The string of some scalars.
    private static func string(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
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
    static func valueTypeClass(_ valueType: String) -> ArgumentClass? {
        let found = specifiers(in: "%" + valueType)
        guard found.count == 1, found[0].variable == nil else { return nil }
        return found[0].argumentClass
    }
}
