import Foundation

/// A shell glob over paths: `*` and `?` within one path component, `[abc]` and `[a-z]` character classes, and
/// `**` for any number of folders (none included).
///
/// Used for patterns the shell did not expand (quoted in a CI script, or on a system without globbing); hidden
/// files and folders are matched only by a pattern component that starts with `.`.
struct GlobPattern: Sendable, Hashable {
    /// The pattern as written.
    let pattern: String

    init(_ pattern: String) {
        self.pattern = pattern
    }

    /// Whether `path` has glob characters.
    static func isPattern(_ path: String) -> Bool {
        path.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The existing paths the pattern matches, sorted, spelled from the pattern's own start (relative stays
    /// relative).
    func matches() -> [String] {
        let isAbsolute = pattern.hasPrefix("/")
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var results = Set<String>()
        expand(components[...], base: isAbsolute ? "/" : "", into: &results)
        return results.sorted()
    }

    private func expand(_ components: ArraySlice<String>, base: String, into results: inout Set<String>) {
        guard let component = components.first else {
            if !base.isEmpty { results.insert(base) }
            return
        }
        let rest = components.dropFirst()
        func join(_ name: String) -> String { base.isEmpty ? name : (base.hasSuffix("/") ? base + name : base + "/" + name) }
        if component == "**" {
            // Zero folders, then every folder below, each followed by the rest of the pattern.
            expand(rest, base: base, into: &results)
            for folder in subfolders(of: base) { expand(components, base: join(folder), into: &results) }
            return
        }
        guard Self.isPattern(component) else {
            let path = join(component)
            if FileManager.default.fileExists(atPath: path) { expand(rest, base: path, into: &results) }
            return
        }
        let folder = base.isEmpty ? "." : base
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where Self.match(Array(component), Array(name)) {
            if name.hasPrefix(".") && !component.hasPrefix(".") { continue }
            expand(rest, base: join(name), into: &results)
        }
    }

    /// The visible folders directly in `base`, not following symbolic links (a loop cannot recurse forever).
    private func subfolders(of base: String) -> [String] {
        let folder = base.isEmpty ? "." : base
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().filter { name in
            guard !name.hasPrefix(".") else { return false }
            let path = base.isEmpty ? name : (base.hasSuffix("/") ? base + name : base + "/" + name)
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return attributes?[.type] as? FileAttributeType == .typeDirectory
        }
    }

    /// Whether one path component matches one pattern component.
    static func match(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0
        var n = 0
        var starPattern = -1
        var starName = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                starPattern = p
                starName = n
                p += 1
            } else if p < pattern.count, let next = matchOne(pattern, p, name[n]) {
                p = next
                n += 1
            } else if starPattern >= 0 {
                // Let the last `*` take one more character and try again.
                p = starPattern + 1
                starName += 1
                n = starName
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// The pattern index after `pattern[p]` when it matches `character` (`?`, a class, or the character itself).
    private static func matchOne(_ pattern: [Character], _ p: Int, _ character: Character) -> Int? {
        switch pattern[p] {
        case "?":
            return p + 1
        case "[":
            var index = p + 1
            var negated = false
            if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
                negated = true
                index += 1
            }
            var matched = false
            var first = true
            while index < pattern.count, pattern[index] != "]" || first {
                first = false
                if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                    if pattern[index] <= character && character <= pattern[index + 2] { matched = true }
                    index += 3
                } else {
                    if pattern[index] == character { matched = true }
                    index += 1
                }
            }
            // An unclosed `[` is a literal.
            guard index < pattern.count else { return pattern[p] == character ? p + 1 : nil }
            return matched != negated ? index + 1 : nil
        default:
            return pattern[p] == character ? p + 1 : nil
        }
    }
}
