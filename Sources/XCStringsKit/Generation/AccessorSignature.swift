import StringResources

/// The arguments a catalog key takes, typed for Swift, in argument order.
///
/// Read from the source language's strings (each variation, and each substitution with its `argNum` and
/// `formatSpecifier`), or from the key itself when the source language has no value: `%lld` is an `Int`, `%d` an
/// `Int32`, `%@` a `String`, `%lf` and `%f` a `Double`; explicit positions (`%2$@`) put an argument in its place.
struct AccessorSignature: Hashable, Sendable {
    /// One argument.
    struct Argument: Hashable, Sendable {
        /// Its 1-based position in the argument list.
        var position: Int
        /// The Swift type passed (`Int`, `String`…).
        var type: String
        /// The specifier that types it, as written (`%lld`, `%#@terms@`), for messages.
        var specifier: String
        /// The substitution it fills, when a `%#@name@` variable takes it.
        var substitution: String?
    }

    /// Why a key gets no accessor.
    struct Refusal: Error, Hashable, Sendable {
        var message: String
    }

    /// The arguments, by position 1…n.
    var arguments: [Argument]

    /// The signature of `key`, whose entry is `entry`, in a catalog of development language `sourceLanguage`.
    ///
    /// - Throws: ``Refusal`` when an argument has a type no `LocalizedStringResource` argument carries (`%s`, `%c`, `%p`),
    ///   when one position is used with two types, or when a position between the first and the last is never used
    ///   (the arguments after it could not be placed).
    static func of(key: String, entry: CatalogEntry, sourceLanguage: String) throws(Refusal) -> AccessorSignature {
        var uses: [Int: Argument] = [:]
        var invalid: String?
        func record(_ position: Int, _ type: String, _ specifier: String, substitution: String? = nil) throws(Refusal) {
            if let existing = uses[position] {
                guard existing.type == type else {
                    throw Refusal(message: "argument \(position) is used both as \(existing.specifier) (\(existing.type)) and as \(specifier) (\(type))")
                }
                return
            }
            uses[position] = Argument(position: position, type: type, specifier: specifier, substitution: substitution)
        }
        func add(_ format: FormatString, substitutions: CatalogDictionary<CatalogSubstitution>?, inSubstitution: Bool) throws(Refusal) {
            for segment in format.segments {
                switch segment {
                case .specifier(let specifier):
                    // In a substitution's text a specifier without a position stands for the substitution's own
                    // argument (as `%arg` does), typed by its `formatSpecifier`.
                    if inSubstitution, specifier.position == nil { continue }
                    // `85% of items`: a `%` before a space is the sentence's, not an argument.
                    if specifier.isTypography { continue }
                    try record(specifier.argumentPosition, try swiftType(of: specifier), specifier.text)
                    for amount in [specifier.width, specifier.precision] {
                        if case .argument = amount {
                            throw Refusal(message: "'\(specifier.text)' reads its width or precision from an argument")
                        }
                    }
                case .variable(let name, let position):
                    let substitution = substitutions?[name]
                    let text = format.variables.first { $0.name == name }?.text ?? "%#@\(name)@"
                    guard let specifier = substitution?.formatSpecifier,
                          let type = try swiftType(ofValueType: specifier, in: text) else {
                        throw Refusal(message: "the substitution '\(name)' of '\(text)' has no format specifier")
                    }
                    try record(substitution?.argNum ?? position ?? 1, type, text, substitution: name)
                case .invalid(let text):
                    // A lone `%` in a string without arguments is text; beside arguments it is an error.
                    if invalid == nil { invalid = text }
                case .literal, .substitutionArgument:
                    continue
                }
            }
        }
        if let localization = entry.localizations[sourceLanguage] {
            for leaf in localization.stringUnitLeaves {
                let value = leaf.stringUnit.value
                guard value.utf8.contains(UInt8(ascii: "%")) else { continue }
                // A substitution's own `%arg` is the substitution's argument; its other specifiers are the key's.
                try add(FormatString(parsing: value, allowsSubstitutionArgument: leaf.substitution != nil),
                        substitutions: localization.substitutions, inSubstitution: leaf.substitution != nil)
            }
        } else if key.utf8.contains(UInt8(ascii: "%")) {
            try add(FormatString(parsing: key, allowsSubstitutionArgument: false), substitutions: nil, inSubstitution: false)
        }
        if let invalid, !uses.isEmpty { throw Refusal(message: "'\(invalid)' is not a valid format specifier") }
        let count = uses.keys.max() ?? 0
        var arguments: [Argument] = []
        for position in stride(from: 1, through: count, by: 1) {
            guard let argument = uses[position] else {
                throw Refusal(message: "argument \(position) is never used, so the arguments after it cannot be placed")
            }
            arguments.append(argument)
        }
        return AccessorSignature(arguments: arguments)
    }

    /// The Swift type a specifier reads, as `String.LocalizationValue` interpolations pass it.
    static func swiftType(of specifier: FormatSpecifier) throws(Refusal) -> String {
        switch specifier.conversion.argumentType {
        case .signedInteger:
            switch specifier.length {
            case nil: return "Int32"
            case .hh: return "Int8"
            case .h: return "Int16"
            case .l, .ll, .q, .z, .t, .j, .L: return "Int"
            }
        case .unsignedInteger:
            switch specifier.length {
            case nil: return "UInt32"
            case .hh: return "UInt8"
            case .h: return "UInt16"
            case .l, .ll, .q, .z, .t, .j, .L: return "UInt"
            }
        case .floatingPoint:
            return "Double"
        case .object:
            return "String"
        case .character, .cString, .pointer:
            break
        }
        let kind = switch specifier.conversion.argumentType {
        case .pointer: "a pointer"
        case .character: "a character"
        default: "a C string"
        }
        throw Refusal(message: "'\(specifier.text)' takes \(kind), which a LocalizedStringResource cannot carry")
    }

    /// The Swift type of a substitution's `formatSpecifier` (`lld`, `@`), or `nil` when it names no conversion.
    static func swiftType(ofValueType valueType: String, in text: String) throws(Refusal) -> String? {
        let format = FormatString(parsing: valueType.hasPrefix("%") ? valueType : "%" + valueType, allowsSubstitutionArgument: false)
        guard format.segments.count == 1, case .specifier(let specifier) = format.segments[0] else { return nil }
        return try swiftType(of: specifier)
    }
}
