// `import AppIntents` makes Foundation (and with it `LocalizedStringResource`) visible; `import IntentKit` in its
// place does the same, so that App Intents code compiles unchanged: Foundation, and Localization's
// `LocalizedStringResource` and `String(localized:)` where Foundation lacks them. On Apple platforms it also makes
// Apple's AppIntents visible, so that the same source (`import IntentKit`) builds there against Apple's framework.
@_exported import Foundation
@_exported import Localization
#if canImport(AppIntents)
@_exported import AppIntents
#endif
