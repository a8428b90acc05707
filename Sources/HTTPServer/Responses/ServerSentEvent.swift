/// One Server-Sent Event (the `text/event-stream` format of the HTML standard).
///
/// Data with line breaks (`\n`, `\r\n` or `\r`) becomes one `data:` line per line, which the browser's
/// `EventSource` joins back with `\n`. Line breaks in `event` and `id` would end the field early, so they
/// are replaced by spaces (and NUL is dropped from `id`, which would make browsers ignore it).
public struct ServerSentEvent: Sendable, Hashable {
    /// The event type (`event:`); the browser dispatches a plain `message` when nil.
    public var event: String?
    /// The event's data (`data:`).
    public var data: String
    /// The event ID (`id:`), which the browser sends back as `Last-Event-ID` when it reconnects.
    public var id: String?
    /// How long the browser waits before reconnecting (`retry:`, in milliseconds).
    public var retry: Duration?

    /// An event of `data`, with an optional type, ID and reconnection delay.
    public init(event: String? = nil, data: String, id: String? = nil, retry: Duration? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }

    /// The event as sent: its field lines and the blank line that ends it.
    public var encoded: [UInt8] {
        var text = ""
        if let event { text += "event: \(Self.singleLine(event))\n" }
        if let id { text += "id: \(Self.singleLine(id).replacingOccurrences(of: "\0", with: ""))\n" }
        if let retry { text += "retry: \(Self.milliseconds(retry))\n" }
        for line in Self.lines(data) { text += line.isEmpty ? "data:\n" : "data: \(line)\n" }
        text += "\n"
        return Array(text.utf8)
    }

    /// A comment line, which browsers ignore: used as a heartbeat that keeps proxies from closing the stream.
    public static func comment(_ text: String = "") -> [UInt8] {
        Array(Self.lines(text).map { ":" + ($0.isEmpty ? "" : " " + $0) + "\n" }.joined().utf8) + [0x0A]
    }

    /// Only the `retry:` line, ended by a blank line (an event of no data, which browsers do not dispatch).
    var retryLine: [UInt8] {
        guard let retry else { return [] }
        return Array("retry: \(Self.milliseconds(retry))\n\n".utf8)
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    private static func singleLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }

    /// `text` split at `\r\n`, `\r` and `\n` (an empty text is one empty line).
    static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.unicodeScalars.startIndex
        var index = start
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(Substring(scalars[start..<index]))
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                index = next
                start = next
            } else {
                index = scalars.index(after: index)
            }
        }
        lines.append(Substring(scalars[start..<scalars.endIndex]))
        return lines
    }
}
