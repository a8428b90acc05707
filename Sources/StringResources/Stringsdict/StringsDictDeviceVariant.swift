/// One device of a top-level `NSStringDeviceSpecificRuleType` entry: the device's name and its string or format.
///
/// `xcstringstool compile` writes a catalog's `variations.device` this way: the entry's dictionary holds only
/// `NSStringDeviceSpecificRuleType` (and perhaps a `Comment`), whose dictionary maps each device to a string,
/// or to a dictionary of its own with an `NSStringLocalizedFormatKey` and variables (a plural per device).
///
/// Apple documents the device keys `appletv`, `applevision`, `applewatch`, `ipad`, `iphone`, `ipod` and `mac`, each
/// optional; Xcode's compiler adds `other`, the fallback (``StringsDictVariable/deviceNames``; there is no CarPlay
/// key). Device names are kept as the file spells them. Names outside that list (a device a newer Xcode may add,
/// or a typo) are read and written back unchanged rather than rejected, so that one unfamiliar device never makes
/// the whole file unreadable; ``isKnownDevice`` tells them apart, and a run time falls back to `other` for a
/// device it has no form for.
public struct StringsDictDeviceVariant: Hashable, Sendable {
    /// What one device holds.
    public enum Value: Hashable, Sendable {
        /// A string, used as the format for that device.
        case string(String)
        /// A dictionary of the usual entry shape: its `NSStringLocalizedFormatKey`, the variables it refers to
        /// (in file order), and its other keys (kept in order so that they are written back).
        case format(formatKey: String, variables: [StringsDictVariable], unknownKeys: [PropertyListDictionary.Entry] = [])
    }

    /// The device name as the file spells it: `iphone`, `ipad`, `mac`, …, `other`.
    public var device: String
    /// The device's string or format.
    public var value: Value

    /// Creates a device variant.
    public init(_ device: String, _ value: Value) {
        self.device = device
        self.value = value
    }

    /// Creates a device variant holding a string.
    public init(_ device: String, _ string: String) {
        self.init(device, .string(string))
    }

    /// Whether ``device`` is one of the names Apple documents (``StringsDictVariable/deviceNames``).
    public var isKnownDevice: Bool {
        StringsDictVariable.deviceNames.contains(device)
    }

    /// The format key: the string itself, or the nested `NSStringLocalizedFormatKey`.
    public var formatKey: String {
        switch value {
        case .string(let string): string
        case .format(let formatKey, _, _): formatKey
        }
    }

    /// The nested variables (empty for a string).
    public var variables: [StringsDictVariable] {
        if case .format(_, let variables, _) = value { return variables }
        return []
    }
}
