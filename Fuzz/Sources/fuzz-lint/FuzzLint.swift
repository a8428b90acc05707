import Foundation
import FuzzSupport
import StringResources
import XCStringsKit

/// XCStringsKit's Linter over fuzzed files: a catalog, or a table in two languages (`.strings` or `.stringsdict`,
/// the input split in two). Linting never traps or hangs, every finding has a rule the linter lists, a position
/// with a line and column from 1, and every report format prints.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    let (bytes, choices) = FuzzInput.fileAndChoices(data, size)
    var input = choices
    let kind = input.byte() % 3
    let split = Int(input.byte())
    let cut = bytes.isEmpty ? 0 : split * bytes.count / 256
    let first = Array(bytes[..<cut]), second = Array(bytes[cut...])
    let files: [String: [UInt8]]
    switch kind {
    case 0: files = ["Localizable.xcstrings": bytes]
    case 1: files = ["en.lproj/Localizable.strings": first, "fi.lproj/Localizable.strings": second]
    default: files = ["en.lproj/Localizable.stringsdict": first, "ru.lproj/Localizable.stringsdict": second]
    }
    let folder = FuzzFolder.fill(files)
    let linter = Linter()
    guard let report = try? linter.lint([folder.path]) else { return 0 }
    let rules = Set(linter.rules.map(\.id))
    for finding in report.findings {
        fuzzCheck(rules.contains(finding.rule), "finding of an unlisted rule \(finding.rule)")
        if let position = finding.position {
            fuzzCheck(position.line >= 1 && position.column >= 1, "finding at \(position.line):\(position.column)")
        }
    }
    _ = report.text()
    _ = report.json
    _ = report.githubAnnotations
    _ = report.sarif(toolName: "xcstrings", toolVersion: "fuzz", rules: linter.rules)
    return 0
}
