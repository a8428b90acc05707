import Testing
@testable import StringResources

/// The same-as-source tally shows a one-line ASCII text as it is: only when splitting it at line breaks and
/// joining it again gives it back, of one Character a byte.
@Suite struct ValidationSameAsSourceTextTests {
    @Test(arguments: [
        ("Settings", true), ("Wi-Fi & Bluetooth", true), ("a\tb", true), ("", true),
        ("two\nlines", false), ("cr\rlf", false), ("crlf\r\n", false), ("vt\u{0B}", false), ("ff\u{0C}", false),
        ("caf\u{E9}", false), ("next\u{85}line", false), ("para\u{2029}graph", false),
    ])
    func oneLineASCII(text: String, expected: Bool) {
        #expect(ValidationSameAsSourceCheck.isOneLineASCII(text) == expected)
        if expected {
            #expect(text.split(whereSeparator: \.isNewline).joined(separator: " ") == text)
            #expect(text.count == text.utf8.count)
        }
    }
}
