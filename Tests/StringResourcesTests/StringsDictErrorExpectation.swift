import Foundation
import Testing
@testable import StringResources

/// Expects `document` (as `Localizable.stringsdict`) to be rejected at `line:column`, with `keyPath` and a
/// message containing `message`; records what came instead otherwise.
func expectStringsDictError(
    _ document: String, line: Int, column: Int, keyPath: [String], message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(sourceLocation: sourceLocation) {
        try StringsDictionary(parsing: Data(document.utf8), file: "Localizable.stringsdict")
    } throws: { error in
        guard let error = error as? ResourceError else { return false }
        let matches = error.position == SourcePosition(line: line, column: column) && error.keyPath == keyPath
            && error.message.contains(message) && error.file == "Localizable.stringsdict"
        if !matches { Issue.record("got \(error)", sourceLocation: sourceLocation) }
        return matches
    }
    // Read leniently, the bad entry is left out with the same error, and the file itself is read.
    var errors: [ResourceError] = []
    if let lenient = try? StringsDictionary(parsing: Data(document.utf8), file: "Localizable.stringsdict", skippingInvalidEntries: &errors) {
        #expect(lenient.entries.isEmpty, sourceLocation: sourceLocation)
        #expect(errors.first?.position == SourcePosition(line: line, column: column), sourceLocation: sourceLocation)
        #expect(errors.first?.keyPath == keyPath, sourceLocation: sourceLocation)
    }
}
