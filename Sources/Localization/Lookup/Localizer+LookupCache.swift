#if !canImport(Darwin)
import Synchronization
#endif

extension Localizer {
    /// The lookups made in one table with one set of preferences, by key, read without taking a lock: the one
    /// cache of a ``ResolvedTable``.
    ///
    /// An open-addressing table whose slots are atomics holding retained ``ResolvedTable/Lookup`` references.
    /// A slot, once filled, never changes, and a table that grows is replaced by a larger copy while the old one
    /// is kept until the cache goes away, so a reader never meets a freed object. Writers insert under the
    /// localizer's lock. Keys are hashed from their UTF-8 bytes (cheaper than `Hasher`) and compared with `==`;
    /// a key spelled in another Unicode normalization than the cached one is simply not found here (the caller
    /// then resolves it again and caches that spelling too). At most ``limit`` lookups are kept: the table's keys
    /// and up to ``missingKeyAllowance`` more (keys it lacks, other spellings); later ones are resolved each time.
    ///
    /// Why a reader is safe without the lock:
    /// - Publication: a lookup is fully built (all its stored properties are `let`) before a releasing store puts
    ///   its reference in a slot; a reader's acquiring load of that slot sees the whole object. A grown table is
    ///   filled (releasing stores) before a releasing store of ``current`` publishes it.
    /// - Lifetime: a slot retains its lookup and a table retains its slots until the cache is deinitialized, and
    ///   every table ever published stays in `generations`; so a reference read from a slot, or a table read from
    ///   ``current``, is never freed while the localizer (which owns the cache) is alive. Nothing is ever removed
    ///   or reused, so there is no ABA.
    /// - Torn reads: every shared mutable word (``current``, each slot) is one atomic `UInt`; everything else a
    ///   reader touches (`capacity`, `base`, the lookup's fields) is immutable once published.
    /// - Termination: a table is at most half full, so a probe always reaches an empty slot.
    /// Checked with ThreadSanitizer on `LocalizerCacheTests` (with ``Locked`` switched to `NSLock` for the run,
    /// since ThreadSanitizer does not see the futex under `Mutex` and reports every locked access otherwise).
    ///
    /// On Apple platforms, whose `Atomic` needs newer systems than this package supports, it is a locked
    /// dictionary.
    final class LookupCache: @unchecked Sendable {
        /// How many lookups beyond the table's own keys are kept.
        static let missingKeyAllowance = 4096

        /// How many lookups are kept (read and set under the localizer's lock).
        var limit = LookupCache.missingKeyAllowance

        init() {}

        #if canImport(Darwin)
        private let table = Locked([String: ResolvedTable.Lookup]())

        /// The lookup of `key`, if cached.
        func find(_ key: String) -> ResolvedTable.Lookup? {
            table.withLock { $0[key] }
        }

        /// Caches `lookup` (call under the localizer's lock).
        func insert(_ lookup: ResolvedTable.Lookup) {
            table.withLock { table in
                if table.count < limit, table[lookup.key] == nil { table[lookup.key] = lookup }
            }
        }
        #else
        /// The current slots, as the bit pattern of an unretained reference (0 before the first insert).
        private let current = Atomic<UInt>(0)
        /// Every slots table made, the current one last; they own their references (guarded by the localizer's
        /// lock, and kept until the cache goes away).
        private var generations: [Slots] = []
        private var count = 0

        /// The lookup of `key`, if cached.
        func find(_ key: String) -> ResolvedTable.Lookup? {
            let bits = current.load(ordering: .acquiring)
            guard bits != 0, let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
            let hash = Self.hash(key)
            return Unmanaged<Slots>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.find(key, hash: hash) }
        }

        /// Caches `lookup` (call under the localizer's lock).
        func insert(_ lookup: ResolvedTable.Lookup) {
            guard count < limit else { return }
            let hash = Self.hash(lookup.key)
            if let slots = generations.last, slots.find(lookup.key, hash: hash) != nil { return }
            if generations.last.map({ ($0.count + 1) * 2 > $0.capacity }) ?? true {
                let grown = Slots(capacity: max(16, (generations.last?.capacity ?? 8) * 2))
                if let old = generations.last {
                    old.forEach { grown.insert($0, hash: Self.hash($0.key)) }
                }
                generations.append(grown)
                current.store(UInt(bitPattern: Unmanaged.passUnretained(grown).toOpaque()), ordering: .releasing)
            }
            generations.last?.insert(lookup, hash: hash)
            count += 1
        }

        /// A fixed-capacity open-addressing table of atomic slots.
        private final class Slots {
            let capacity: Int
            private let base: UnsafeMutablePointer<Atomic<UInt>>
            private(set) var count = 0

            init(capacity: Int) {
                self.capacity = capacity
                base = .allocate(capacity: capacity)
                for index in 0..<capacity { (base + index).initialize(to: Atomic(0)) }
            }

            deinit {
                for index in 0..<capacity {
                    let bits = base[index].load(ordering: .relaxed)
                    if let pointer = UnsafeRawPointer(bitPattern: bits) {
                        Unmanaged<ResolvedTable.Lookup>.fromOpaque(pointer).release()
                    }
                }
                base.deinitialize(count: capacity)
                base.deallocate()
            }

            func find(_ key: String, hash: UInt64) -> ResolvedTable.Lookup? {
                let mask = capacity - 1
                var index = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let bits = base[index].load(ordering: .acquiring)
                    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
                    let entry = Unmanaged<ResolvedTable.Lookup>.fromOpaque(pointer)
                    let matches = entry._withUnsafeGuaranteedRef { $0.keyHash == hash && $0.key == key }
                    if matches { return entry.takeUnretainedValue() }
                    index = (index + 1) & mask
                }
            }

            /// Adds a lookup (the caller made sure it is absent and that there is room).
            func insert(_ lookup: ResolvedTable.Lookup, hash: UInt64) {
                let mask = capacity - 1
                var index = Int(truncatingIfNeeded: hash) & mask
                while base[index].load(ordering: .relaxed) != 0 { index = (index + 1) & mask }
                base[index].store(UInt(bitPattern: Unmanaged.passRetained(lookup).toOpaque()), ordering: .releasing)
                count += 1
            }

            func forEach(_ body: (ResolvedTable.Lookup) -> Void) {
                for index in 0..<capacity {
                    let bits = base[index].load(ordering: .relaxed)
                    if let pointer = UnsafeRawPointer(bitPattern: bits) {
                        body(Unmanaged<ResolvedTable.Lookup>.fromOpaque(pointer).takeUnretainedValue())
                    }
                }
            }
        }
        #endif

        /// A hash of the key's UTF-8 bytes, eight at a time.
        static func hash(_ key: String) -> UInt64 {
            if let hash = key.utf8.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) {
                return hash
            }
            var contiguous = key
            contiguous.makeContiguousUTF8()
            return contiguous.utf8.withContiguousStorageIfAvailable { hash(UnsafeRawBufferPointer($0)) } ?? 0
        }

        private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 32
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            return hash ^ (hash >> 29)
        }
    }
}
