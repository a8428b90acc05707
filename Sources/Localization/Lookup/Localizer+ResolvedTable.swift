import StringResources

extension Localizer {
    /// A table with its language chain negotiated for one set of preferences, and the lookups made in it by key.
    ///
    /// The chain and the table are fixed; ``cache`` is written only under the localizer's lock.
    final class ResolvedTable: @unchecked Sendable {
        /// The outcome of looking up one key: the format, ready to fill in, and whether a language held the key.
        final class Lookup: Sendable {
            /// The key looked up, and its hash for ``LookupCache``.
            let key: String
            let keyHash: UInt64
            let format: LocalizedFormat
            /// `false` when the key itself is shown (a default value then replaces it).
            let isFound: Bool
            /// The string whatever the arguments, when the value shown on this device is a text without
            /// specifiers.
            let literal: String?
            // The format's parts, so that filling in reads them without copying the format.
            private let resolved: LocalizedFormat.Resolved
            private let device: DeviceClass
            private let width: Int?
            private let issueHandler: (@Sendable (LocalizationIssue) -> Void)?

            init(format: LocalizedFormat, isFound: Bool) {
                key = format.key
                keyHash = LookupCache.hash(format.key)
                self.format = format
                self.isFound = isFound
                resolved = format.resolved
                device = format.device
                width = format.width
                issueHandler = format.issueHandler
                literal = Self.literal(of: format.resolved.prepared.value, device: format.device)
            }

            private static func literal(of variants: LocalizedEntry.PreparedVariants, device: DeviceClass) -> String? {
                switch variants {
                case .text(let text): text.literal
                case .device(let forms): LocalizedVariants.deviceForm(forms, for: device).flatMap { literal(of: $0, device: device) }
                case .width(let widths, let forms):
                    LocalizedEntry.PreparedVariants.widthForm(widths: widths, forms: forms, for: nil)
                        .flatMap { literal(of: $0, device: device) }
                case .plural: nil
                }
            }

            /// Fills the format in, as ``LocalizedFormat/callAsFunction(arguments:)`` does.
            func string(_ arguments: [FormatArgument]) -> String {
                guard let issueHandler else {
                    if let literal { return literal }
                    var issues: [LocalizationIssue] = []
                    return EntryRenderer(resolved: resolved, arguments: arguments, device: device, width: width)
                        .render(issues: &issues)
                }
                if let literal {
                    for issue in format.lookupIssues { issueHandler(issue) }
                    return literal
                }
                return format.string(arguments)
            }
        }

        let table: LoadedTable
        /// The languages tried, best first.
        let chain: [String]
        /// The lookups made so far (inserted under the localizer's lock, read without it).
        let cache: LookupCache

        init(table: LoadedTable, chain: [String], cache: LookupCache = LookupCache()) {
            self.table = table
            self.chain = chain
            self.cache = cache
        }

        /// Looks `key` up along the chain: the first language whose value may be shown, else the key itself.
        func look(
            up key: String, developmentLanguage: String?, preferences: [String], device: DeviceClass,
            issueHandler: (@Sendable (LocalizationIssue) -> Void)?
        ) -> Lookup {
            let tableName = table.name
            var issues: [LocalizationIssue] = []
            var skipped: [String] = []
            // `Base.lproj` holds the development language's text (Base internationalization): its numbers and
            // plural categories are that language's, never a locale named "Base" (whose rules know only `other`).
            let developmentLocale = table.sourceLanguage ?? developmentLanguage
                ?? chain.first { !DevelopmentLanguageChoice.isBase($0) } ?? preferences.first ?? "en"
            // Numbers are written for the user's locale (their first preference), as Apple formats with
            // `Locale.current` whichever language's text was found; plural rules stay the text's language's.
            let userLocale = preferences.first { !DevelopmentLanguageChoice.isBase($0) }
            for candidate in chain {
                if let value = table.values[candidate]?[key], value.isShown {
                    for missing in skipped {
                        issues.append(LocalizationIssue(.missingLocalization(language: missing), key: key, table: tableName))
                    }
                    var format = LocalizedFormat(
                        key: key, table: tableName, entry: value.entry, language: candidate,
                        locale: userLocale ?? (DevelopmentLanguageChoice.isBase(candidate) ? developmentLocale : candidate),
                        device: device, issues: issues, issueHandler: issueHandler)
                    if DevelopmentLanguageChoice.isBase(candidate) { format.baseLanguage = developmentLocale }
                    return Lookup(format: format, isFound: true)
                }
                if table.catalogKeys.contains(key), let source = table.sourceLanguage,
                   LanguageNegotiation.isSameLocalization(candidate, source) {
                    // A catalog key without a source value is its own source value.
                    return Lookup(
                        format: LocalizedFormat(
                            key: key, table: tableName, entry: LocalizedEntry(format: key), language: candidate,
                            locale: userLocale ?? candidate, device: device, issues: issues, issueHandler: issueHandler),
                        isFound: true)
                }
                if !DevelopmentLanguageChoice.isBase(candidate) && !table.sourceOnlyKeys.contains(key) { skipped.append(candidate) }
            }
            // A table whose files could not be read explains why its keys are missing.
            issues.append(contentsOf: table.issues)
            issues.append(LocalizationIssue(.missingKey, key: key, table: tableName))
            let fallbackLanguage = chain.last { !DevelopmentLanguageChoice.isBase($0) } ?? developmentLocale
            return Lookup(
                format: LocalizedFormat(
                    key: key, table: tableName, entry: LocalizedEntry(format: key), language: nil,
                    locale: userLocale ?? fallbackLanguage, device: device, issues: issues, issueHandler: issueHandler),
                isFound: false)
        }
    }
}
