import Foundation
import HTTPServer
import StringResources
import TerminologyKit

/// The devices the server knows, by the SHA-256 of their cookie's secret.
///
/// Devices that joined the class or signed in are kept in the library's settings (`web.devices`), so that a restart
/// keeps students' progress theirs; a visitor that has only opened a page lives in memory, at most
/// ``visitorLimit`` of them (the oldest forgotten first), so that crawlers cannot fill the library.
public final class DeviceRegistry: Sendable {
    private struct State {
        var known: [String: Device] = [:]
        var visitors: [String: Device] = [:]
        var visitorOrder: [String] = []
    }

    /// The settings key the joined devices are kept under.
    static let settingsKey = "web.devices"
    /// How many visitor devices are remembered at once.
    public let visitorLimit: Int
    private let store: TerminologyStore
    private let state = Locked(State())

    /// The registry of `store`, with the devices it kept.
    public init(store: TerminologyStore, visitorLimit: Int = 10_000) throws {
        self.store = store
        self.visitorLimit = max(1, visitorLimit)
        let text = try store.read { try $0.setting(Self.settingsKey) }
        let known = text.map(Self.decode) ?? [:]
        state.withLock { $0.known = known }
    }

    /// The device whose cookie holds `secret`, or nil.
    public func device(secret: String) -> Device? {
        let key = Self.key(secret)
        return state.withLock { $0.known[key] ?? $0.visitors[key] }
    }

    /// A new visitor device and the secret its cookie carries.
    public func makeVisitor() -> (secret: String, device: Device) {
        let secret = SecureToken.make()
        let device = Device()
        let key = Self.key(secret)
        state.withLock { state in
            state.visitors[key] = device
            state.visitorOrder.append(key)
            if state.visitorOrder.count > visitorLimit {
                let excess = state.visitorOrder.count - visitorLimit
                for old in state.visitorOrder.prefix(excess) { state.visitors.removeValue(forKey: old) }
                state.visitorOrder.removeFirst(excess)
            }
        }
        return (secret, device)
    }

    /// Replaces the device whose cookie holds `secret` with `device` (kept in the library unless it is a visitor).
    public func update(secret: String, _ device: Device) throws {
        let key = Self.key(secret)
        let snapshot = state.withLock { state -> [String: Device]? in
            if device.role == .visitor {
                let wasKnown = state.known.removeValue(forKey: key) != nil
                state.visitors[key] = device
                if !state.visitorOrder.contains(key) { state.visitorOrder.append(key) }
                return wasKnown ? state.known : nil
            }
            state.visitors.removeValue(forKey: key)
            state.visitorOrder.removeAll { $0 == key }
            state.known[key] = device
            return state.known
        }
        if let snapshot { try save(snapshot) }
    }

    /// Whether `id` is a student's own terminology (which only that student sees).
    public func isStudentTerminology(_ id: UUID) -> Bool {
        state.withLock { $0.known.values.contains { $0.ownTerminologyID == id } }
    }

    /// Every device that joined or signed in.
    public var joinedDevices: [Device] { state.withLock { Array($0.known.values) } }

    private func save(_ devices: [String: Device]) throws {
        let text = Self.encode(devices)
        try store.write { try $0.setSetting(text, for: Self.settingsKey) }
    }

    /// The key a secret is kept under: its SHA-256, never the secret.
    static func key(_ secret: String) -> String { SHA256.hex(Array(secret.utf8)) }

    static func encode(_ devices: [String: Device]) -> String {
        let entries: [JSONValue] = devices.sorted { $0.key < $1.key }.map { key, device in
            .object([
                ("key", .string(key)), ("id", .string(device.id)), ("role", .string(device.role.rawValue)),
                ("name", .string(device.name)), ("csrf", .string(device.csrfToken)),
                ("own", .string(device.ownTerminologyID?.uuidString.lowercased())), ("shares", .bool(device.sharesDifficulty)),
            ])
        }
        return JSONWriter.text(.array(entries), style: .compact)
    }

    static func decode(_ text: String) -> [String: Device] {
        guard let document = try? JSONDocument(text: text), case .array(let entries) = document.root.kind else { return [:] }
        var devices: [String: Device] = [:]
        for entry in entries {
            guard let key = entry["key"]?.stringValue, let id = entry["id"]?.stringValue,
                  let role = entry["role"]?.stringValue.flatMap(WebRole.init(rawValue:)), let csrf = entry["csrf"]?.stringValue
            else { continue }
            var shares = false
            if case .bool(let value)? = entry["shares"]?.kind { shares = value }
            devices[key] = Device(
                id: id, role: role, name: entry["name"]?.stringValue ?? "", csrfToken: csrf,
                ownTerminologyID: entry["own"]?.stringValue.flatMap(UUID.init(uuidString:)), sharesDifficulty: shares)
        }
        return devices
    }
}
