import Testing

// Replaced by the module's real suites as they land.
@Suite struct IntentKitPlaceholder {
    @Test func packageBuilds() { #expect(Bool(true)) }
}
