import Foundation
import IntentKit

/// Keeps focus filters in the library's settings, so that a focus set by one `sanasto` command holds for the next
/// (and for a web page on the same library).
///
/// Each owner of a focus (a learner, a device of a class server) has its own keys: `focus.<owner>.<filter key>`.
/// A write that fails is kept as ``lastError``, since `FocusFilterStorage` cannot throw; the app reports it.
public final class LibraryFocusStorage: FocusFilterStorage, @unchecked Sendable {
    private let store: TerminologyStore
    private let prefix: String
    // `@unchecked Sendable`: `failure` is only touched under `lock`.
    private let lock = NSLock()
    private var failure: StoreError?

    /// Storage in `store` for the focus of `owner`.
    public init(store: TerminologyStore, owner: String) {
        self.store = store
        prefix = "focus.\(owner)."
    }

    /// The error of the last write that failed, if any (cleared by a write that succeeds).
    public var lastError: StoreError? { lock.withLock { failure } }

    public func data(forKey key: String) -> Data? {
        // Every page and search of a device reads its focus: once per change of the library is enough.
        let name = prefix + key
        guard let text = try? store.cachedRead("setting\u{0}" + name, { try $0.setting(name) }) else { return nil }
        return Data(text.utf8)
    }

    public func setData(_ data: Data?, forKey key: String) {
        do {
            try store.write { try $0.setSetting(data.map { String(decoding: $0, as: UTF8.self) }, for: prefix + key) }
            lock.withLock { failure = nil }
        } catch let error as StoreError {
            lock.withLock { failure = error }
        } catch {
            lock.withLock { failure = StoreError(operation: "store focus", location: store.location, reason: .misuse("\(error)")) }
        }
    }
}
