import Foundation

/// What all the files of an extraction declare, together: a name declared with two different types in the
/// project is ambiguous and tells nothing, and a callee's label is localizable unless some declaration of it
/// takes a `String` there.
///
/// The parameters are merged at once (they are few: only localizable ones and their `String` overloads).
/// Names are many and seldom asked for, so a name is first tested against a bit set of all names' hashes,
/// which answers "declared nowhere" for most lookups (type names after `:`, say); the first lookup that
/// passes it builds an index of all declarations by hash, and answers are kept.
final class ProjectDeclarations: @unchecked Sendable {
    private let files: [SourceDeclarations]
    private let parameters: [String: Bool]
    private let callees: Set<String>
    /// One bit for each value of a hash's top ``filterBits`` bits that some declared name has.
    private let filter: [UInt64]
    private static let filterBits = 20

    // Guarded by `lock`: built on first need, shared by the files' recognizers.
    private let lock = NSLock()
    private var index: [UInt64: [(file: Int32, name: Int32)]]?
    private var answers: [String: String?] = [:]

    /// Merges the declarations of `files`.
    init(_ files: [SourceDeclarations]) {
        self.files = files
        var parameters: [String: Bool] = [:]
        var callees = Set<String>()
        var filter = [UInt64](repeating: 0, count: (1 << Self.filterBits) / 64)
        for file in files {
            for (key, localizable) in file.parameters {
                parameters[key] = (parameters[key] ?? true) && localizable
            }
            // A superset is enough: the labels are checked on use.
            callees.formUnion(file.calleeNames)
            for name in file.names {
                let bit = Int(truncatingIfNeeded: name.hash >> (64 - Self.filterBits))
                filter[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
        self.parameters = parameters
        self.callees = callees
        self.filter = filter
    }

    /// The declared type of `name` in the whole project, if it has exactly one.
    func type(of name: String) -> String? {
        var utf8Name = name
        let hash = utf8Name.withUTF8 { SourceDeclarations.hash($0) }
        let bit = Int(truncatingIfNeeded: hash >> (64 - Self.filterBits))
        guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nil }
        return lock.withLock {
            if let answer = answers[name] { return answer }
            let answer = lookUp(name, hash: hash)
            answers[name] = answer
            return answer
        }
    }

    /// Called with the lock held.
    private func lookUp(_ name: String, hash: UInt64) -> String? {
        if index == nil {
            var built: [UInt64: [(file: Int32, name: Int32)]] = [:]
            for (fileIndex, file) in files.enumerated() {
                for (nameIndex, declared) in file.names.enumerated() {
                    built[declared.hash, default: []].append((Int32(truncatingIfNeeded: fileIndex), Int32(truncatingIfNeeded: nameIndex)))
                }
            }
            index = built
        }
        var name = name
        return name.withUTF8 { utf8 in
            var found: String?
            for entry in index?[hash] ?? [] {
                let file = files[Int(entry.file)]
                let declared = file.names[Int(entry.name)]
                guard file.matches(declared, utf8) else { continue }
                let type = file.type(of: declared)
                if let found, found != type { return nil }
                found = type
            }
            // A name declared without a type the tokens show (`let (a, b) = …`) tells nothing.
            return found?.isEmpty == true ? nil : found
        }
    }

    /// Whether a literal passed to `callee` under `label` (nil when unlabeled) is localizable.
    func takesLocalizable(_ callee: String, label: String?) -> Bool {
        parameters[SourceDeclarations.parameterKey(callee, label)] == true
    }

    /// Whether any parameter of `callee` is localizable (a cheap test before parsing arguments).
    func hasLocalizableParameters(_ callee: String) -> Bool { callees.contains(callee) }

    /// The callees with a localizable parameter (a superset: a label may have been overruled by a `String` one).
    var calleeNames: Set<String> { callees }
}
