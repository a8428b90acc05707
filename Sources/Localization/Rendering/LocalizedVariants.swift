import PluralRules

/// A localized text, or the variations of one: by plural category, by device, or by presentation width.
///
/// Variations nest (a device variation whose `iphone` form varies by plural) as string catalogs allow.
public indirect enum LocalizedVariants: Sendable, Hashable {
    /// A format string.
    case text(String)
    /// Forms by the plural category of a numeric argument (`NSStringPluralRuleType`, `variations.plural`).
    case plural([PluralCategory: LocalizedVariants])
    /// Forms by device (`NSStringDeviceSpecificRuleType`, `variations.device`); `other` is the fallback.
    case device([DeviceClass: LocalizedVariants])
    /// Forms by presentation width in ems (`NSStringVariableWidthRuleType`).
    case width([Int: LocalizedVariants])

    /// The form a device variation gives for `device`: its own form, or `other`.
    public static func deviceForm<Value>(_ forms: [DeviceClass: Value], for device: DeviceClass) -> Value? {
        if let form = forms[device] { return form }
        // An iPod is an iPhone as far as strings go.
        if device == .ipod, let form = forms[.iphone] { return form }
        return forms[.other]
    }

    /// The form a width variation gives for `width`, as `variantFittingPresentationWidth(_:)` chooses it.
    ///
    /// The widest form not wider than `width`; the narrowest form when all are wider; the widest form when no
    /// width is asked for (what a plain lookup shows).
    public static func widthForm<Value>(_ forms: [Int: Value], for width: Int?) -> Value? {
        let widths = forms.keys.sorted()
        guard let widest = widths.last, let narrowest = widths.first else { return nil }
        guard let width else { return forms[widest] }
        let fitting = widths.last { $0 <= width } ?? narrowest
        return forms[fitting]
    }

    /// Every text in this value, depth first, in a stable order.
    public var texts: [String] {
        switch self {
        case .text(let text):
            return [text]
        case .plural(let forms):
            return forms.sorted { $0.key < $1.key }.flatMap { $0.value.texts }
        case .device(let forms):
            return forms.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { $0.value.texts }
        case .width(let forms):
            return forms.sorted { $0.key < $1.key }.flatMap { $0.value.texts }
        }
    }
}
