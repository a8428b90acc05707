#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes a connection still has to send, as a queue of arrays written with one `sendmsg` each time.
struct OutboundBuffer {
    private var chunks: [[UInt8]] = []
    /// How much of the first chunk is already sent.
    private var offset = 0
    /// The bytes not yet sent.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        count += bytes.count
        // Small pieces (chunk headers, SSE events) are merged into a small last piece so the queue stays
        // short; a large last piece may be a body shared with the handler, which appending would copy.
        if let last = chunks.indices.last, bytes.count <= 512, chunks[last].count <= 1024 {
            chunks[last].append(contentsOf: bytes)
        } else {
            chunks.append(bytes)
        }
    }

    mutating func removeAll() {
        chunks = []
        offset = 0
        count = 0
    }

    /// Writes what the socket takes now.
    mutating func write(to fd: Int32) -> Socket.IOResult {
        var total = 0
        while !chunks.isEmpty {
            let vectorCount = min(chunks.count, 16)
            let result: Socket.IOResult = withVectors(vectorCount) { Socket.write(fd, $0) }
            guard case .bytes(let written) = result else { return total > 0 ? .bytes(total) : result }
            total += written
            consume(written)
            if written == 0 { break }
        }
        return .bytes(total)
    }

    private mutating func consume(_ written: Int) {
        var remaining = written
        count -= written
        while remaining > 0, !chunks.isEmpty {
            let available = chunks[0].count - offset
            if remaining >= available {
                remaining -= available
                chunks.removeFirst()
                offset = 0
            } else {
                offset += remaining
                remaining = 0
            }
        }
        if chunks.isEmpty { chunks = [] }
    }

    private func withVectors<R>(_ vectorCount: Int, _ body: (UnsafeMutableBufferPointer<iovec>) -> R) -> R {
        // The arrays stay alive for the call; their buffers are pinned through nested withUnsafeBytes.
        var vectors = [iovec](repeating: iovec(), count: vectorCount)
        return pin(0, vectorCount, &vectors, body)
    }

    private func pin<R>(_ index: Int, _ total: Int, _ vectors: inout [iovec], _ body: (UnsafeMutableBufferPointer<iovec>) -> R) -> R {
        if index == total { return vectors.withUnsafeMutableBufferPointer { body($0) } }
        return chunks[index].withUnsafeBytes { raw in
            let skip = index == 0 ? offset : 0
            vectors[index] = iovec(
                iov_base: UnsafeMutableRawPointer(mutating: raw.baseAddress.map { $0 + skip }), iov_len: raw.count - skip)
            return pin(index + 1, total, &vectors, body)
        }
    }
}
