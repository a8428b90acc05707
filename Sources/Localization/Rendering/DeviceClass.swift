#if canImport(Darwin)
import Darwin
#endif

/// A kind of device, as string catalogs and `NSStringDeviceSpecificRuleType` name them.
///
/// Device variations pick the form for the current device, falling back to `other`.
public struct DeviceClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name as files spell it: `iphone`, `ipad`, `mac`, …
    public var rawValue: String

    /// Creates a device class from its name in a file (compared in lowercase).
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }

    /// An iPhone.
    public static let iphone = DeviceClass(rawValue: "iphone")
    /// An iPod touch (falls back to `iphone`, then `other`).
    public static let ipod = DeviceClass(rawValue: "ipod")
    /// An iPad.
    public static let ipad = DeviceClass(rawValue: "ipad")
    /// A Mac (Mac Catalyst included).
    public static let mac = DeviceClass(rawValue: "mac")
    /// An Apple TV.
    public static let appletv = DeviceClass(rawValue: "appletv")
    /// An Apple Watch.
    public static let applewatch = DeviceClass(rawValue: "applewatch")
    /// Apple Vision Pro.
    public static let applevision = DeviceClass(rawValue: "applevision")
    /// Any other device; also the fallback form of every device variation.
    public static let other = DeviceClass(rawValue: "other")

    /// The device this process runs on: by platform on Apple systems, `other` everywhere else.
    public static var current: DeviceClass {
        #if os(macOS) || targetEnvironment(macCatalyst)
        return .mac
        #elseif os(iOS)
        return iOSCurrent
        #elseif os(tvOS)
        return .appletv
        #elseif os(watchOS)
        return .applewatch
        #elseif os(visionOS)
        return .applevision
        #else
        return .other
        #endif
    }

    #if os(iOS) && !targetEnvironment(macCatalyst)
    private static var iOSCurrent: DeviceClass {
        // Without UIKit in this module, the model name tells an iPad from an iPhone.
        let machine: String
        #if targetEnvironment(simulator)
        // A simulator's `uname` names the Mac's processor; the simulated model is in its environment.
        if let model = getenv("SIMULATOR_MODEL_IDENTIFIER") {
            machine = String(cString: model)
        } else {
            machine = ""
        }
        #else
        var info = utsname()
        uname(&info)
        machine = withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        #endif
        if machine.hasPrefix("iPad") { return .ipad }
        if machine.hasPrefix("iPod") { return .ipod }
        return .iphone
    }
    #endif

    /// The name as files spell it.
    public var description: String { rawValue }
}
