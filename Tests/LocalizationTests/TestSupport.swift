import Foundation
@testable import Localization
@_exported import _SanastoTestSupport

/// The package's root.
let packageRoot = TestPaths.packageRoot

/// The folder of this target's own fixtures.
let fixtures = TestPaths.fixtures(of: "LocalizationTests")

/// `../shared/fixtures`, the peer fixtures read in place (absent outside CI and the workspace).
let sharedFixtures = TestPaths.sharedFixtures

/// Whether `../shared/fixtures` exists.
var hasSharedFixtures: Bool { FileManager.default.fileExists(atPath: sharedFixtures.path) }

/// A development-language (`Base.lproj`) plural entry `files` ("%lld file" / "%lld files") beside a Finnish
/// table that lacks it: the Base value is shown to every user.
let baseFilesFixture: [String: String] = [
    "Base.lproj/Localizable.stringsdict": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%lld file</string>
        <key>other</key><string>%lld files</string>
      </dict>
    </dict></dict></plist>
    """,
    "fi.lproj/Localizable.strings": #""other" = "muu";"#,
]

/// Collects the issues a localizer reports.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [LocalizationIssue] = []

    var issues: [LocalizationIssue] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    var handler: @Sendable (LocalizationIssue) -> Void {
        { [self] issue in
            lock.lock()
            collected.append(issue)
            lock.unlock()
        }
    }
}
