/// The bytes that a ``DiagnosticTextBuffer`` holds for one part of a line (a location, a key path, a code), kept so
/// that when the next line's part is made of the same values it is copied from there instead of being written
/// again (read, escaped, its numbers printed).
///
/// Reports print their findings in order, and consecutive lines very often share a file, a position, a key path
/// or a rule: those parts are recognised by ``DiagnosticValueBits`` of what they are made of, without reading the
/// values (nor retaining them). `Owner` is what the key's bits were taken from: the memo keeps it, so that equal
/// bits keep meaning equal values (see ``DiagnosticValueBits``).
struct DiagnosticTextMemo<Key: Equatable, Owner> {
    private var key: Key?
    private var owner: Owner?
    private var start = 0
    private var count = 0

    init() {}

    /// Appends the bytes memoized for `key`; for another key, the bytes that `write` appends, memoized with the
    /// value `write` returns, which must be the one `key` was taken from.
    @inline(__always)
    mutating func append(_ key: Key, to buffer: inout DiagnosticTextBuffer, write: (inout DiagnosticTextBuffer) -> Owner) {
        if self.key == key { return buffer.appendCopy(from: start, count: count) }
        let start = buffer.count
        owner = write(&buffer)
        self.key = key
        self.start = start
        count = buffer.count &- start
    }
}
