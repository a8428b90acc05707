import Foundation

/// A rendered argument value.
enum FormatValue {
    case string(String)
    case integer(Int64)
    case double(Double)

    func formatted(conversion: Character) -> String {
        switch (self, conversion) {
        case (.string(let value), _): value
        case (.integer(let value), "f"), (.integer(let value), "g"): formatDouble(Double(value), conversion)
        case (.integer(let value), _): String(value)
        case (.double(let value), "d"), (.double(let value), "i"), (.double(let value), "u"):
            value.isFinite ? String(Int64(value.rounded(.towardZero))) : String(value)
        case (.double(let value), _): formatDouble(value, conversion)
        }
    }

    private func formatDouble(_ value: Double, _ conversion: Character) -> String {
        conversion == "f" ? String(format: "%f", value) : String(format: "%g", value)
    }
}

/// A minimal printf-style substitution: `%@`, `%d`, `%i`, `%u`, `%ld`, `%lld`, `%f`, `%lf`, `%g`, `%%` and positions `%1$@`.
enum IntentFormat {
    static func substitute(_ format: String, arguments: [FormatValue]) -> String {
        guard format.contains("%") else { return format }
        var output = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                output.append(character)
                index = format.index(after: index)
                continue
            }
            var cursor = format.index(after: index)
            guard cursor < format.endIndex else { output.append("%"); break }
            if format[cursor] == "%" {
                output.append("%")
                index = format.index(after: cursor)
                continue
            }
            var digits = ""
            var scan = cursor
            while scan < format.endIndex, let digit = format[scan].wholeNumberValue, digit >= 0 {
                digits.append(format[scan])
                scan = format.index(after: scan)
            }
            var position: Int?
            if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
                position = Int(digits)
                cursor = format.index(after: scan)
            }
            while cursor < format.endIndex, "lhqzjt".contains(format[cursor]) {
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex, "@dDiuUfFgGeExXs".contains(format[cursor]) else {
                output += format[index..<cursor]
                index = cursor
                continue
            }
            let conversion = Character(format[cursor].lowercased())
            let argumentIndex: Int
            if let position { argumentIndex = position - 1 } else { argumentIndex = next; next += 1 }
            if arguments.indices.contains(argumentIndex) {
                output += arguments[argumentIndex].formatted(conversion: conversion)
            } else {
                output += format[index...cursor]
            }
            index = format.index(after: cursor)
        }
        return output
    }
}
