// `import AppIntents` makes Foundation (and with it `LocalizedStringResource`) visible; `import IntentKit` in its
// place does the same, so that App Intents code compiles unchanged: Foundation, and Localization's
// `LocalizedStringResource` and `String(localized:)` where Foundation lacks them.
@_exported import Foundation
@_exported import Localization
