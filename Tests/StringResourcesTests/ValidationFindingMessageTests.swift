import Testing
@testable import StringResources

@Suite struct ValidationFindingMessageTests {
    static let cases: [(ValidationFindingMessage, String, String, String)] = [
        (.missingTranslation, "item", "fi", "\"item\" has no \"fi\" translation"),
        (.missingTranslation, "Line 1\nLine 2", "tr", "\"Line 1\nLine 2\" has no \"tr\" translation"),
        (.translation(path: [], ending: .isNew), "k", "de", "the \"de\" translation of \"k\" is new (not translated yet)"),
        (.translation(path: [.plural("one")], ending: .needsReview), "k", "de", "the \"de\" translation of \"k\" (plural:one) needs review"),
        (.translation(path: [.substitution("n"), .plural("few"), .device("mac")], ending: .isStale), "ä", "ru",
         "the \"ru\" translation of \"ä\" (substitution:n › plural:few › device:mac) is stale"),
        (.translation(path: [.device("i\rphone")], ending: .isEmpty), "k", "fi", "the \"fi\" translation of \"k\" (device:i\rphone) is empty"),
        (.text("as written\n"), "k", "fi", "as written\n"),
    ]

    @Test(arguments: cases)
    func partsMakeTheSentence(_ message: ValidationFindingMessage, _ key: String, _ locale: String, _ expected: String) {
        #expect(message.text(key: key, locale: locale) == expected)
        // Written into a report, the parts give what the text gives as one line.
        var fromParts = DiagnosticTextBuffer(capacity: 0)
        message.writeOneLine(key: key, locale: locale, to: &fromParts)
        var fromText = DiagnosticTextBuffer(capacity: 0)
        fromText.writeOneLine(expected)
        #expect(fromParts.text() == fromText.text())
    }

    @Test(arguments: cases)
    func findingsCompareByText(_ message: ValidationFindingMessage, _ key: String, _ locale: String, _ expected: String) {
        let parts = ValidationFinding(severity: .error, rule: .missingTranslation, file: "a", key: key, locale: locale, keyPath: ["strings", key], message: message)
        let text = ValidationFinding(severity: .error, rule: .missingTranslation, file: "a", key: key, locale: locale, keyPath: ["strings", key], message: expected)
        #expect(parts == text)
        #expect(parts.hashValue == text.hashValue)
        #expect(parts.message == expected)
        #expect(Set([parts, text]).count == 1)
        var other = text
        other.message += "!"
        #expect(parts != other)
    }

    /// Changing the key or locale keeps the message as it was made: it speaks of the old ones.
    @Test(arguments: [("key", "other"), ("locale", "sv")])
    func messageKeepsItsWordsWhenKeyOrLocaleChange(_ field: String, _ value: String) {
        var finding = ValidationFinding(
            severity: .error, rule: .missingTranslation, file: "a", key: "item", locale: "fi", keyPath: ["strings", "item"], message: .missingTranslation)
        if field == "key" { finding.key = value } else { finding.locale = value }
        #expect(finding.message == "\"item\" has no \"fi\" translation")
        finding.message = "replaced"
        #expect(finding.message == "replaced")
    }
}
