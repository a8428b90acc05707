/// The specifiers and variables of every string of one localization, read straight from their UTF-8 bytes, as
/// the format check compares them.
///
/// A lint reads tens of thousands of values, and a ``FormatString`` of each (segments, a string per specifier,
/// dictionaries of uses) cost more than the comparisons. Here the ``FormatToken``s of all of a localization's
/// leaves go into one array that the next localization reuses, a leaf's uses are a small sorted array, and
/// strings are made only for variable names and for findings. A leaf whose parse has diagnostics is parsed in
/// full as well (by the context), for their messages and places.
struct ValidationFormatLeaves {
    /// One string unit of the localization: where its tokens are, and what the check asks of its path.
    struct Leaf {
        /// Its tokens' positions in ``tokens``.
        var tokens: Range<Int>
        /// Whether the full parse of its value has diagnostics.
        var hasDiagnostics: Bool
        /// Whether it is a substitution's form (whose value may use `%arg`); the leaf's
        /// ``CatalogStringUnitLeaf/substitution`` names the substitution.
        var isForm: Bool
        /// The position in ``forms`` of its substitution, once ``readForms(_:)`` has found it.
        var form: Int?
        /// Whether its value is empty.
        var isEmpty: Bool
        /// Whether it is a whole value (its own string unit or a device variation of it), not a plural or
        /// substitution form.
        var isWholeValue: Bool
        /// Whether it is under a plural variation.
        var isInPlural: Bool
        /// Whether its value has `%arg`.
        var hasSubstitutionArgument: Bool
    }

    /// A variable `%#@name@` of one of the leaves, with its name and the substitution of that name.
    struct Variable {
        /// Its token's position in ``tokens``.
        var token: Int
        /// The leaf it is in.
        var leaf: Int
        /// The name between `%#@` and `@`.
        var name: String
        /// The position of the substitution it names in the localization's substitutions, if there is one.
        var substitution: Int?
        /// The argument it reads as Xcode compiles it (see ``ValidationArgumentUse/argument(of:substitutions:)``).
        var argument: Int
    }

    /// How a leaf uses one argument (a ``ValidationArgumentUse`` whose text is left in the value's bytes).
    struct Use {
        /// The argument position.
        var position: Int
        /// The type read, when known.
        var type: FormatArgumentType?
        /// The bits an integer is read with, when known.
        var integerBits: Int?
        /// The token written (its bytes are the use's text); `nil` for a `*` amount.
        var token: Int?
    }

    /// What a substitution's `argNum` and `formatSpecifier` say.
    struct Substitution {
        /// `argNum`, when it is a whole number.
        var argNum: Int?
        /// The type `formatSpecifier` names.
        var type: FormatArgumentType?
        /// The bits of an integer `formatSpecifier`.
        var integerBits: Int?
    }

    /// The forms of one substitution: the argument it reads, and the uses of its forms from ``formUses``.
    struct Form {
        /// The substitution's name.
        var name: String
        /// The argument the substitution reads (see ``ValidationFormatCheck``).
        var start: Int
    }

    /// One argument a substitution's forms read, numbered from the substitution's argument.
    struct FormUse {
        /// The form's position in ``forms``.
        var form: Int
        /// The argument read.
        var position: Int
        /// The specifier's position in ``tokens``.
        var token: Int
        /// The form's leaf.
        var leaf: Int
    }

    /// The parser, kept for every value read; its tokens are those of every leaf, leaf after leaf.
    private var parser = FormatParser.tokenScanner()
    /// The tokens of every leaf, leaf after leaf.
    var tokens: [FormatToken] { parser.tokens }
    /// The leaves, in the order of the context's ``ValidationCatalogContext/leaves(entry:localization:)``.
    private(set) var leaves: [Leaf] = []
    /// The variables of all leaves, in leaf and text order.
    private(set) var variables: [Variable] = []
    /// What each of the localization's substitutions says, by position.
    private(set) var substitutions: [Substitution] = []
    /// The uses found by the last ``readUses(of:)``, in position order.
    private(set) var uses: [Use] = []
    /// The substitutions whose forms ``readForms(_:)`` found, in the order of their first form.
    private(set) var forms: [Form] = []
    /// The arguments the forms read, first use per form and position first.
    private(set) var formUses: [FormUse] = []
    /// The position of the first leaf in the context's leaves.
    private(set) var base = 0
    /// The first variable of each name, by its position in ``variables``, when there are many (few are searched).
    private var firstVariables: [String: Int] = [:]
    /// The localization's substitutions, for looking names up.
    private var dictionary: CatalogDictionary<CatalogSubstitution>?
    /// Types of `formatSpecifier`s seen (`lld`…), which every localization repeats: parsing one costs a format parse.
    private var specifierTypes: [(specifier: String, type: FormatArgumentType?, integerBits: Int?)] = []

    /// Reads `leaves` (the leaves of one localization) and its `substitutions`, replacing what was read before.
    mutating func read(_ leaves: ArraySlice<CatalogStringUnitLeaf>, substitutions: CatalogDictionary<CatalogSubstitution>?) {
        Self.empty(&parser.tokens)
        Self.empty(&self.leaves)
        Self.empty(&variables)
        Self.empty(&self.substitutions)
        Self.empty(&forms)
        Self.empty(&formUses)
        base = leaves.startIndex
        dictionary = substitutions
        if let substitutions {
            substitutions.values.withUnsafeBufferPointer { values in
                for index in values.indices {
                    let (type, bits) = specifierType(values[index].formatSpecifier)
                    self.substitutions.append(Substitution(argNum: values[index].argNum, type: type, integerBits: bits))
                }
            }
        }
        // Read in place: a copy of a leaf would retain its path and every field of its string unit.
        leaves.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { read(buffer, index) }
        }
        if !firstVariables.isEmpty { firstVariables.removeAll(keepingCapacity: true) }
        if variables.count > Self.searchedVariableCount {
            for index in variables.indices where firstVariables[variables[index].name] == nil { firstVariables[variables[index].name] = index }
        }
    }

    /// Removes the elements of `array`, keeping its room. `removeAll(keepingCapacity:)` goes through
    /// `replaceSubrange`, which costs more than removing the few elements one by one; most arrays here are empty.
    private static func empty<Element>(_ array: inout [Element]) {
        while !array.isEmpty { array.removeLast() }
    }

    /// Up to how many variables names are searched rather than looked up.
    private static let searchedVariableCount = 16

    /// Whether the localization has substitutions.
    var hasSubstitutions: Bool { dictionary != nil }

    /// Reads leaf `index` of `leaves`.
    private mutating func read(_ leaves: UnsafeBufferPointer<CatalogStringUnitLeaf>, _ index: Int) {
        var isForm = false
        var isWholeValue = true
        var isInPlural = false
        if !leaves[index].path.isEmpty {
            for step in leaves[index].path {
                switch step {
                case .plural: isInPlural = true; isWholeValue = false
                case .device: break
                case .substitution: isForm = true; isWholeValue = false
                }
            }
        }
        let first = parser.tokens.count
        var hasDiagnostics = false
        var hasVariables = false
        let isEmpty = Self.withBytes(of: leaves[index].stringUnit.value) { bytes in
            hasDiagnostics = parser.scanTokens(bytes, allowsSubstitutionArgument: isForm)
            for token in first..<parser.tokens.count where parser.tokens[token].kind == .variable {
                hasVariables = true
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[parser.tokens[token].nameRange]), as: UTF8.self)
                variables.append(Variable(token: token, leaf: self.leaves.count, name: name, substitution: nil, argument: 0))
            }
            return bytes.isEmpty
        }
        if hasVariables {
            for variable in variables.indices.reversed() {
                guard variables[variable].leaf == self.leaves.count else { break }
                let token = parser.tokens[variables[variable].token]
                let found = dictionary?.index(forKey: variables[variable].name)
                variables[variable].substitution = found
                variables[variable].argument = token.position ?? found.flatMap { substitutions[$0].argNum } ?? token.argumentPosition
            }
        }
        var hasSubstitutionArgument = false
        if isForm {
            for token in first..<parser.tokens.count where parser.tokens[token].kind == .substitutionArgument { hasSubstitutionArgument = true }
        }
        self.leaves.append(Leaf(
            tokens: first..<parser.tokens.count, hasDiagnostics: hasDiagnostics, isForm: isForm, form: nil, isEmpty: isEmpty,
            isWholeValue: isWholeValue, isInPlural: isInPlural, hasSubstitutionArgument: hasSubstitutionArgument))
    }

    /// Calls `body` with the UTF-8 bytes of `value`.
    static func withBytes<Result>(of value: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = value.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = value
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body) ?? body(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// The type and integer bits a `formatSpecifier` names, parsed once per distinct text.
    private mutating func specifierType(_ specifier: String?) -> (FormatArgumentType?, Int?) {
        guard let specifier else { return (nil, nil) }
        for known in specifierTypes where known.specifier == specifier { return (known.type, known.integerBits) }
        let type = FormatArgumentType(valueType: specifier)
        let bits = ValidationArgumentUse.integerBits(ofValueType: specifier)
        // A few distinct ones are the rule; a hostile catalog with thousands should not make a long list.
        if specifierTypes.count < 16 { specifierTypes.append((specifier, type, bits)) }
        return (type, bits)
    }

    /// Whether leaf `leaf` is a format: it has a variable, or a specifier that is not a `%` before a space
    /// (see ``ValidationArgumentUse/isFormat(_:)``).
    func isFormat(_ leaf: Int) -> Bool {
        for token in leaves[leaf].tokens {
            switch tokens[token].kind {
            case .variable: return true
            case .specifier: if !tokens[token].flags.contains(.space) { return true }
            case .substitutionArgument: break
            }
        }
        return false
    }

    /// Reads into ``uses`` what ``ValidationArgumentUse/sortedUses(of:substitutions:variableTypes:variableBits:)``
    /// finds in leaf `leaf`: each position's first specifier, else its first `*` amount, else its variable.
    mutating func readUses(of leaf: Int) {
        Self.empty(&uses)
        let range = leaves[leaf].tokens
        // Most values have specifiers only, without `*` amounts: one pass.
        var hasOtherUses = false
        for index in range {
            let token = parser.tokens[index]
            guard token.kind == .specifier else {
                if token.kind == .variable { hasOtherUses = true }
                continue
            }
            if token.widthArgument != nil || token.precisionArgument != nil { hasOtherUses = true }
            if !hasUse(token.argumentPosition) { uses.append(use(ofSpecifier: index)) }
        }
        if hasOtherUses { readOtherUses(of: range, leaf: leaf) }
        // Positions are distinct, so any sort gives one order; there are few, so insertion sort it is.
        guard uses.count > 1 else { return }
        for index in 1..<uses.count {
            var place = index
            let moving = uses[index]
            while place > 0 && uses[place - 1].position > moving.position {
                uses[place] = uses[place - 1]
                place -= 1
            }
            uses[place] = moving
        }
    }

    /// Appends to ``uses`` the `*` amounts and variables of the leaf's tokens at `range`, after its specifiers.
    private mutating func readOtherUses(of range: Range<Int>, leaf: Int) {
        for index in range where tokens[index].kind == .specifier {
            // Amounts read their arguments before the value, width first.
            if let position = tokens[index].widthArgument, !hasUse(position) {
                uses.append(Use(position: position, type: .signedInteger, integerBits: 32, token: nil))
            }
            if let position = tokens[index].precisionArgument, !hasUse(position) {
                uses.append(Use(position: position, type: .signedInteger, integerBits: 32, token: nil))
            }
        }
        if tokens[range].contains(where: { $0.kind == .variable }) {
            for variable in variables where variable.leaf == leaf && !hasUse(variable.argument) {
                let substitution = variable.substitution.map { substitutions[$0] }
                uses.append(Use(
                    position: variable.argument, type: substitution?.type, integerBits: substitution?.integerBits, token: variable.token))
            }
        }
    }

    /// Whether ``uses`` has position `position`.
    func hasUse(_ position: Int) -> Bool {
        uses.contains { $0.position == position }
    }

    /// The use of the specifier at `token`.
    func use(ofSpecifier token: Int) -> Use {
        let specifier = tokens[token]
        return Use(
            position: specifier.argumentPosition, type: specifier.argumentType,
            integerBits: specifier.argumentType.isInteger ? ValidationArgumentUse.integerBits(of: specifier.length) : nil, token: token)
    }

    /// The byte offset of what ``readUses(of:)`` reports for argument `position` of leaf `leaf`: its first
    /// specifier, else its first other use (a `*` amount or a variable, numbered as the parse numbered them).
    func firstUse(of position: Int, in leaf: Int) -> Int? {
        let range = leaves[leaf].tokens
        for index in range where tokens[index].kind == .specifier && tokens[index].argumentPosition == position {
            return tokens[index].start
        }
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .specifier:
                if token.widthArgument == position || token.precisionArgument == position || token.argumentPosition == position {
                    return token.start
                }
            case .variable:
                if token.argumentPosition == position { return token.start }
            case .substitutionArgument:
                continue
            }
        }
        return nil
    }

    /// The type leaf `leaf` reads argument `position` as first, from its specifiers and `*` amounts (see
    /// ``FormatString/argumentTypes``).
    func firstType(at position: Int, in leaf: Int) -> FormatArgumentType? {
        for index in leaves[leaf].tokens where tokens[index].kind == .specifier {
            let token = tokens[index]
            if token.widthArgument == position || token.precisionArgument == position { return .signedInteger }
            if token.argumentPosition == position { return token.argumentType }
        }
        return nil
    }

    /// The first specifier of leaf `leaf` that satisfies `predicate`, by its position in ``tokens``.
    func firstSpecifier(in leaf: Int, where predicate: (FormatToken) -> Bool) -> Int? {
        for index in leaves[leaf].tokens where tokens[index].kind == .specifier && predicate(tokens[index]) { return index }
        return nil
    }

    /// The first variable of the leaves named `name`.
    func firstVariable(named name: String) -> Variable? {
        if variables.count > Self.searchedVariableCount { return firstVariables[name].map { variables[$0] } }
        return variables.first { $0.name == name }
    }

    /// Whether `variables[index]` is the first of its name.
    func isFirstVariable(_ index: Int) -> Bool {
        if variables.count > Self.searchedVariableCount { return firstVariables[variables[index].name] == index }
        let name = variables[index].name
        return !variables[..<index].contains { $0.name == name }
    }

    /// Reads into ``forms`` and ``formUses`` the arguments each substitution's forms read, with the argument the
    /// substitution itself reads (`start`: the position its first reference outside forms gives, else its
    /// `argNum`, else the reference's place), as Apple reads a compiled form; see
    /// ``ValidationArgumentUse/formUses(of:start:)``. `leaves` are the leaves last read.
    mutating func readForms(_ leaves: ArraySlice<CatalogStringUnitLeaf>) {
        Self.empty(&forms)
        Self.empty(&formUses)
        guard !substitutions.isEmpty else { return }
        for leaf in self.leaves.indices where self.leaves[leaf].isForm {
            guard let name = leaves[base + leaf].substitution else { continue }
            let form: Int
            if let known = forms.firstIndex(where: { $0.name == name }) {
                form = known
            } else {
                guard let start = start(ofSubstitution: name) else { continue }
                form = forms.count
                forms.append(Form(name: name, start: start))
            }
            self.leaves[leaf].form = form
            let start = forms[form].start
            for index in self.leaves[leaf].tokens where tokens[index].kind == .specifier {
                let position = ValidationArgumentUse.formPosition(of: tokens[index], start: start)
                guard !formUses.contains(where: { $0.form == form && $0.position == position }) else { continue }
                formUses.append(FormUse(form: form, position: position, token: index, leaf: leaf))
            }
        }
    }

    /// The argument substitution `name` reads: that of its first variable outside forms, else its `argNum`.
    private func start(ofSubstitution name: String) -> Int? {
        for variable in variables where !leaves[variable.leaf].isForm && variable.name == name { return variable.argument }
        return dictionary?.index(forKey: name).flatMap { substitutions[$0].argNum }
    }

    /// The form of substitution `name` that ``readForms(_:)`` found.
    func form(named name: String) -> Int? {
        forms.firstIndex { $0.name == name }
    }

    /// Whether the substitutions leaf `leaf` references read argument `position` in their forms.
    func formsRead(_ position: Int, referencedBy leaf: Int) -> Bool {
        for variable in variables where variable.leaf == leaf {
            guard let form = form(named: variable.name) else { continue }
            if formUses.contains(where: { $0.form == form && $0.position == position }) { return true }
        }
        return false
    }

    /// The text of the token at `token` as written in `value`, e.g. `%2$lld` or `%#@files@`.
    func text(of token: Int, in value: String) -> String {
        let written = tokens[token]
        if written.kind == .specifier && written.end - written.start == 2 { return written.conversion.plainText }
        return Self.withBytes(of: value) { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[written.start..<min(written.end, bytes.count)]), as: UTF8.self)
        }
    }

    /// The text of `use` in `value` (`*` for an amount).
    func text(of use: Use, in value: String) -> String {
        use.token.map { text(of: $0, in: value) } ?? "*"
    }

    /// `use` as a ``ValidationArgumentUse``, with its text and whether it follows a letter, read from `value`.
    func argumentUse(_ use: Use, in value: String) -> ValidationArgumentUse {
        var isSuffix = false
        if let token = use.token, tokens[token].kind == .specifier, tokens[token].start > 0 {
            let offset = tokens[token].start - 1
            isSuffix = Self.withBytes(of: value) { bytes in
                offset < bytes.count && ValidationArgumentUse.isLetterEnding(bytes[offset])
            }
        }
        return ValidationArgumentUse(type: use.type, text: text(of: use, in: value), integerBits: use.integerBits, isSuffix: isSuffix)
    }
}
