import Dispatch
import Foundation
import StringResources

/// Extracts the localizable strings of Swift source files, as Xcode's build does, without a compiler.
///
/// Each file is lexed once (``SwiftSourceFile``); what the files declare (``SourceDeclarations``) is merged
/// for the whole set (``ProjectDeclarations``), so that a parameter typed `LocalizedStringKey` in one file makes a literal passed to it
/// in another localizable, and an `Int` property declared in one file gives `%lld` where it is interpolated.
/// Files are read, lexed and recognized in parallel; the result is in the order the files were given, then by
/// position.
public enum StringExtractor {
    /// The strings found, in order, and what the sources had wrong or could not tell.
    public struct Result: Sendable {
        /// Every extracted string, by file (in the order given) and position.
        public var strings: [ExtractedString]
        /// Findings: malformed source (errors), keys that may differ from Xcode's (notes).
        public var findings: [ValidationFinding]
    }

    /// Extracts from source texts given as (path for messages, UTF-8 bytes).
    public static func extract(_ sources: [(path: String, bytes: [UInt8])]) -> Result {
        let files = concurrentMap(sources) { source -> (SwiftSourceFile, SourceDeclarations) in
            let file = SwiftSourceFile(path: source.path, bytes: source.bytes)
            return (file, SourceDeclarations(collecting: file))
        }
        return extract(lexed: files)
    }

    /// Reads and extracts the files at `paths`; a file that cannot be read is an error finding.
    public static func extract(files paths: [String]) -> Result {
        // Each file is read, lexed and its declarations collected in one task, so that reading is
        // spread over the cores too and no core waits for the others between the steps.
        let files = concurrentMap(paths) { path -> (SwiftSourceFile, SourceDeclarations)? in
            guard let bytes = ResourceFile.bytes(atPath: path) else { return nil }
            let file = SwiftSourceFile(path: path, bytes: bytes)
            return (file, SourceDeclarations(collecting: file))
        }
        var unreadable: [ValidationFinding] = []
        for (path, file) in zip(paths, files) where file == nil {
            unreadable.append(ValidationFinding(severity: .error, rule: .extractMalformedSource, file: path, message: "cannot read the file"))
        }
        var result = extract(lexed: files.compactMap { $0 })
        result.findings = unreadable + result.findings
        return result
    }

    /// Recognizes the strings of lexed files with what all of them declare.
    private static func extract(lexed: [(file: SwiftSourceFile, declarations: SourceDeclarations)]) -> Result {
        let project = ProjectDeclarations(lexed.map(\.declarations))
        let callees = StringRecognizer.calleeFilter(project)
        let recognized = concurrentMap(lexed) { file, local -> ([ExtractedString], [ValidationFinding]) in
            var recognizer = StringRecognizer(file: file, local: local, project: project, callees: callees)
            recognizer.run()
            return (recognizer.strings, file.findings + recognizer.findings)
        }
        var strings: [ExtractedString] = []
        var findings: [ValidationFinding] = []
        for (fileStrings, fileFindings) in recognized {
            // Calls are found in token order, which nesting can break (`Text("\(Text("a"))")`).
            // Sorted only when they are not: sorting moves every string, and they seldom need it.
            if fileStrings.indices.dropFirst().allSatisfy({ !(fileStrings[$0].position < fileStrings[$0 - 1].position) }) {
                strings.append(contentsOf: fileStrings)
            } else {
                strings.append(contentsOf: fileStrings.sorted { $0.position < $1.position })
            }
            findings.append(contentsOf: Set(fileFindings).sorted { ($0.position ?? SourcePosition(line: 0, column: 0)) < ($1.position ?? SourcePosition(line: 0, column: 0)) })
        }
        return Result(strings: strings, findings: findings)
    }

    /// `transform` applied to every element, on all cores, in order.
    static func concurrentMap<Element: Sendable, Mapped: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        guard elements.count > 1 else { return elements.map(transform) }
        let slots = Slots<Mapped>(count: elements.count)
        elements.withUnsafeBufferPointer { buffer in
            let input = UnsafeSendableBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                slots.set(index, transform(input.buffer[index]))
            }
        }
        return slots.values()
    }
}

/// A read-only buffer shared by the iterations of a concurrent loop.
private struct UnsafeSendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}

/// One slot per iteration, each written by exactly one iteration, read after all have finished.
private final class Slots<Value>: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        pointer = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        pointer.initialize(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) { pointer[index] = value }

    func values() -> [Value] { (0..<count).compactMap { pointer[$0] } }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}
