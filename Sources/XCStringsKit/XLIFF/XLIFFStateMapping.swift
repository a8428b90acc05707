import StringResources

/// Catalog states as XLIFF states, and back, as Xcode maps them.
///
/// Export: `translated` → `translated`; `needs_review` → `needs-review-l10n`; `new` → `new`; `machine_translated`
/// → `translated` with `state-qualifier="leveraged-mt"`; other catalog states (`stale`, values a newer Xcode adds)
/// → `x-<state>`, XLIFF's form for values it does not define, so that they come back.
///
/// Import: `translated`, `final` and `signed-off` → `translated` (`machine_translated` with a machine-translation
/// qualifier); every `needs-review-…`, `needs-l10n` and `needs-adaptation` → `needs_review`; `new` and
/// `needs-translation` → `new`; `x-<state>` → `<state>`; a target without a state → `translated` (as Xcode reads
/// it).
enum XLIFFStateMapping {
    /// The qualifier Xcode writes for a machine translation.
    static let machineTranslation = "leveraged-mt"

    /// The XLIFF state and qualifier of a catalog state.
    static func exported(_ state: CatalogStringUnit.State?) -> (state: XLIFFUnit.State?, qualifier: String?) {
        guard let state else { return (nil, nil) }
        switch state {
        case .translated: return (.translated, nil)
        case .needsReview: return (.needsReviewL10n, nil)
        case .new: return (.new, nil)
        case .machineTranslated: return (.translated, machineTranslation)
        default: return (XLIFFUnit.State(rawValue: "x-" + state.rawValue), nil)
        }
    }

    /// The catalog state of an XLIFF state and qualifier; `nil` for a state that is neither defined by XLIFF 1.2
    /// nor an `x-` value.
    static func imported(_ state: XLIFFUnit.State?, qualifier: String?) -> CatalogStringUnit.State? {
        guard let state else { return .translated }
        switch state {
        case .translated, .final, .signedOff:
            return qualifier == machineTranslation || qualifier == "mt-suggestion" ? .machineTranslated : .translated
        case .needsReviewL10n, .needsReviewTranslation, .needsReviewAdaptation, .needsL10n, .needsAdaptation:
            return .needsReview
        case .new, .needsTranslation:
            return .new
        default:
            guard state.rawValue.hasPrefix("x-"), state.rawValue.count > 2 else { return nil }
            return CatalogStringUnit.State(rawValue: String(state.rawValue.dropFirst(2)))
        }
    }
}
