/// Parses command-line words against the declarations of a command, following swift-argument-parser's
/// conventions.
///
/// - An option takes exactly one value each time it is given: `--locale fi`, `--locale=fi`, `-l fi`. The
///   word after an option is its value unless it is an option itself; a negative number (`-1`, `-0.5`) and `-`
///   are values.
/// - Positional words may come anywhere among the options; after `--` every word is positional.
/// - Short flags can be grouped: `-qv`; the last letter of a group may be an option taking the next word
///   (`-ql fi`); a value is never joined to a short name (`-lfi` is not `-l fi`).
/// - `--help` and `-h` ask for help anywhere before `--`.
/// - An unknown option, a missing value, a missing or an extra positional are usage errors naming the option or
///   argument (with the closest known option when there is one); nothing is guessed from the file system.
enum ArgumentParser {
    /// What parsing found besides the values it stored.
    struct Result: Sendable, Equatable {
        /// Whether `--help` or `-h` was given.
        var wantsHelp = false
    }

    /// Parses `words` and stores each definition's values through its `update`.
    static func parse(_ words: [String], definitions: [ArgumentDefinition]) throws(CommandFailure) -> Result {
        var scanner = try Scanner(definitions: definitions)
        try scanner.scan(words)
        return try scanner.finish()
    }

    /// How many of `words` the option or flag at their start takes (1, or 2 with its value), checked against
    /// `definitions` (a group's global options): an unknown option or a missing value is a usage error.
    static func optionSpan(_ words: [String], definitions: [ArgumentDefinition]) throws(CommandFailure) -> Int {
        guard let word = words.first else { return 0 }
        var scanner = try Scanner(definitions: definitions)
        var index = 1
        try scanner.scanOne(word, words: words, index: &index)
        return index
    }

    /// Whether `word` is an option rather than a value: it starts with `-`, is not `-` alone and is not a number.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word != "-" else { return false }
        return !isNegativeNumber(word)
    }

    /// `-1`, `-0.5`, `-.5`, `-1c6`: a `-` followed by a digit, or by `.` and a digit.
    static func isNegativeNumber(_ word: String) -> Bool {
        let rest = word.dropFirst()
        guard word.hasPrefix("-"), let first = rest.first else { return false }
        if first.isASCII && first.isNumber { return true }
        return first == "." && rest.dropFirst().first.map { $0.isASCII && $0.isNumber } == true
    }

    /// The state of one parse.
    private struct Scanner {
        let definitions: [ArgumentDefinition]
        var byLong: [String: Int] = [:]
        var byShort: [Character: Int] = [:]
        /// `no-<name>` of inverted flags.
        var inverted: [String: Int] = [:]
        var values: [[String]]
        /// The last option that took as its value a next word that reads as text (it has a space), with that word:
        /// when a positional is then missing, the option most likely took it (`--locale "term(s) in category"` with
        /// the locale forgotten). A value like a name or a number (`--locale tr`) is taken for what it is.
        var lastTaken: (option: String, value: String)?
        var positionals: [String] = []
        var result = Result()

        init(definitions: [ArgumentDefinition]) throws(CommandFailure) {
            self.definitions = definitions
            values = Array(repeating: [], count: definitions.count)
            for (index, definition) in definitions.enumerated() {
                if let long = definition.longName {
                    guard byLong.updateValue(index, forKey: long) == nil else { throw Self.declaredTwice("--\(long)") }
                    if case .flag(_, true) = definition.kind {
                        guard inverted.updateValue(index, forKey: "no-" + long) == nil else { throw Self.declaredTwice("--no-\(long)") }
                    }
                }
                if let short = definition.shortName {
                    guard byShort.updateValue(index, forKey: short) == nil else { throw Self.declaredTwice("-\(short)") }
                }
            }
        }

        static func declaredTwice(_ name: String) -> CommandFailure {
            CommandFailure("the command declares \(name) twice", exitCode: .software)
        }

        /// Every long spelling, for suggestions.
        var longSpellings: [String] {
            Array(byLong.keys.map { "--" + $0 }) + inverted.keys.map { "--" + $0 } + ["--help"]
        }

        /// Reads the option word `word` (already taken from `words`; `index` is the next word's).
        mutating func scanOne(_ word: String, words: [String], index: inout Int) throws(CommandFailure) {
            if word.hasPrefix("--") { try long(word, words: words, index: &index) } else { try shortGroup(word, words: words, index: &index) }
        }

        mutating func scan(_ words: [String]) throws(CommandFailure) {
            var index = 0
            var onlyPositionals = false
            while index < words.count {
                let word = words[index]
                index += 1
                if onlyPositionals || !ArgumentParser.looksLikeOption(word) {
                    positionals.append(word)
                } else if word == "--" {
                    onlyPositionals = true
                } else if word.hasPrefix("--") {
                    try long(word, words: words, index: &index)
                } else {
                    try shortGroup(word, words: words, index: &index)
                }
            }
        }

        private mutating func long(_ word: String, words: [String], index: inout Int) throws(CommandFailure) {
            var name = Substring(word.dropFirst(2))
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = name[..<equals]
            }
            let spelled = "--" + name
            if let position = byLong[String(name)] {
                try take(position, spelled: spelled, inline: inline, words: words, index: &index)
            } else if let position = inverted[String(name)] {
                guard inline == nil else { throw .usage("'\(spelled)' takes no value") }
                values[position].append("false")
            } else if name == "help" {
                guard inline == nil else { throw .usage("'--help' takes no value") }
                result.wantsHelp = true
            } else {
                throw unknown(spelled, word: word)
            }
        }

        private mutating func shortGroup(_ word: String, words: [String], index: inout Int) throws(CommandFailure) {
            let letters = Array(word.dropFirst())
            // Every letter must be a known short name, and only the last may take a value (the next word), as in
            // swift-argument-parser: `-qv`, `-qf json`; `-fjson` and `-format` are not read as `-f json`/`-f ormat`.
            for (offset, letter) in letters.enumerated() {
                let isLast = offset == letters.count - 1
                guard let position = byShort[letter] else {
                    if letter == "h" { continue }
                    throw letters.count == 1 || offset == 0
                        ? unknown(word, word: word)
                        : .usage("unknown option '-\(letter)' in '\(word)'; to pass '\(word)' as an argument, write it after '--'")
                }
                if case .option = definitions[position].kind, !isLast {
                    throw unknown(word, word: word)
                }
            }
            for letter in letters {
                guard let position = byShort[letter] else {
                    result.wantsHelp = true
                    continue
                }
                if case .option = definitions[position].kind {
                    try take(position, spelled: "-\(letter)", inline: nil, words: words, index: &index)
                } else {
                    values[position].append(isInversion(position) ? "true" : "")
                }
            }
        }

        private func isInversion(_ position: Int) -> Bool {
            if case .flag(_, true) = definitions[position].kind { return true }
            return false
        }

        /// Stores an occurrence of the option or flag at `position`, taking its value from `inline` or the next word.
        private mutating func take(
            _ position: Int, spelled: String, inline: String?, words: [String], index: inout Int
        ) throws(CommandFailure) {
            let definition = definitions[position]
            switch definition.kind {
            case .flag:
                guard inline == nil else { throw .usage("'\(spelled)' takes no value") }
                values[position].append(isInversion(position) ? "true" : "")
            case .option:
                if let inline {
                    values[position].append(inline)
                    return
                }
                guard index < words.count, !ArgumentParser.looksLikeOption(words[index]) else {
                    var message = "missing value for '\(spelled) <\(definition.valueName)>'"
                    if index < words.count, words[index] != "--", !isKnown(words[index]) {
                        message += "; write \(spelled)=\(words[index]) for a value that starts with '-'"
                    }
                    throw .usage(message)
                }
                values[position].append(words[index])
                if words[index].contains(where: \.isWhitespace) { lastTaken = (spelled, words[index]) }
                index += 1
            case .positional:
                break
            }
        }

        private func isKnown(_ word: String) -> Bool {
            if word.hasPrefix("--") {
                let name = String(word.dropFirst(2).prefix { $0 != "=" })
                return byLong[name] != nil || inverted[name] != nil || name == "help"
            }
            return word.dropFirst().first.map { byShort[$0] != nil || $0 == "h" } ?? false
        }

        private func unknown(_ spelled: String, word: String) -> CommandFailure {
            let candidates = longSpellings
            // `-name` for `--name`, `--fromat` for `--format`.
            // A value that starts with one `-` (a key such as `-items`) goes after `--`: said even when an option is
            // suggested; a `--` word with a suggestion is a misspelt option.
            let afterDashes = "to pass '\(word)' as an argument, write it after '--'"
            let alsoAfterDashes = spelled.hasPrefix("--") ? "" : " (\(afterDashes))"
            if !spelled.hasPrefix("--"), byLong[String(spelled.dropFirst())] != nil {
                return .usage("unknown option '\(spelled)'; did you mean '-\(spelled)'?\(alsoAfterDashes)")
            }
            if let suggestion = Suggestion.closest(to: spelled, in: candidates) {
                return .usage("unknown option '\(spelled)'; did you mean '\(suggestion)'?\(alsoAfterDashes)")
            }
            return .usage("unknown option '\(spelled)'; \(afterDashes)")
        }

        /// Assigns the positional words, checks what is required, and stores every value.
        mutating func finish() throws(CommandFailure) -> Result {
            let slots = definitions.indices.filter { !definitions[$0].isNamed }
            var remaining = positionals[...]
            for (order, slot) in slots.enumerated() {
                let definition = definitions[slot]
                let requiredAfter = slots[(order + 1)...].filter { definitions[$0].isRequired }.count
                if definition.isRepeatingPositional {
                    let count = max(0, remaining.count - requiredAfter)
                    values[slot] = Array(remaining.prefix(count))
                    remaining = remaining.dropFirst(count)
                } else if !remaining.isEmpty, definition.isRequired || remaining.count > requiredAfter {
                    values[slot] = [remaining.removeFirst()]
                }
            }
            if result.wantsHelp { return result }
            if let extra = remaining.first {
                throw .usage(slots.isEmpty ? "unexpected argument '\(extra)'; the command takes none" : "unexpected argument '\(extra)'")
            }
            let missing = slots.filter { definitions[$0].isRequired && values[$0].isEmpty }.map { definitions[$0].displayName }
            if !missing.isEmpty {
                var message = "missing argument\(missing.count == 1 ? "" : "s") \(missing.joined(separator: " "))"
                if let (option, value) = lastTaken {
                    message += "; '\(option)' took '\(value)' as its value (if that is the \(missing[0]), give '\(option)' a value of its own)"
                }
                throw .usage(message)
            }
            for (position, definition) in definitions.enumerated() where definition.isNamed && definition.isRequired && values[position].isEmpty {
                throw .usage("missing option '\(definition.displayName)'")
            }
            for (position, definition) in definitions.enumerated() where !values[position].isEmpty {
                try definition.update(values[position], definition.displayName)
            }
            return result
        }
    }
}
