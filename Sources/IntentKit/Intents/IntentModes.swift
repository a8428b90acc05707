// Only where AppIntents is absent (see AppIntent.swift for the condition).
#if !canImport(AppIntents)

/// Whether an intent runs in the background or brings the app to the foreground — App Intents' `IntentModes`
/// (iOS 26).
public struct IntentModes: OptionSet, Sendable, Hashable {
    /// When and how the app comes to the foreground.
    public struct ForegroundMode: Sendable, Hashable {
        let bit: UInt8

        /// Bring the app to the foreground before the action runs.
        public static let immediate = ForegroundMode(bit: 1 << 1)
        /// Run in the background and come to the foreground if conditions permit it.
        public static let dynamic = ForegroundMode(bit: 1 << 2)
        /// Come to the foreground while the action runs or shortly before it completes.
        public static let deferred = ForegroundMode(bit: 1 << 3)
    }

    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The action runs entirely in the background.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// The action runs in the foreground (the same as `.foreground(.immediate)`).
    public static let foreground = IntentModes(rawValue: ForegroundMode.immediate.bit)

    /// A foreground mode with the given behaviour.
    public static func foreground(_ foregroundMode: ForegroundMode) -> IntentModes {
        IntentModes(rawValue: foregroundMode.bit)
    }

    /// Whether any foreground mode is in the set.
    package var includesForeground: Bool {
        rawValue & (ForegroundMode.immediate.bit | ForegroundMode.dynamic.bit | ForegroundMode.deferred.bit) != 0
    }
}
#endif
