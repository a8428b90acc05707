/// A broadcast hub for Server-Sent Events: the app publishes, every open stream receives.
///
/// ```swift
/// let hub = EventHub()
/// router.get("/events") { request, _ in
///     Response.eventStream(hub.subscribe(lastEventID: request.headers[HTTPField.Name("Last-Event-ID")!]))
/// }
/// hub.publish(ServerSentEvent(event: "term", data: json, id: "42"))
/// ```
/// Each subscriber has a bounded buffer; one that falls `bufferSize` events behind (a stalled client) is
/// ended, so that its browser reconnects with `Last-Event-ID` and is replayed what it missed from the hub's
/// recent events, instead of the hub holding an ever-growing queue for it.
public final class EventHub: Sendable {
    private struct State {
        var subscribers: [Int: AsyncStream<ServerSentEvent>.Continuation] = [:]
        var nextID = 0
        var history: [ServerSentEvent] = []
        var finished = false
    }

    private let state = Locked(State())
    private let bufferSize: Int
    private let historySize: Int

    /// A hub whose subscribers each buffer up to `bufferSize` events and that keeps its last `historySize`
    /// events carrying an `id` for replay to reconnecting clients.
    public init(bufferSize: Int = 256, historySize: Int = 256) {
        self.bufferSize = max(bufferSize, 1)
        self.historySize = max(historySize, 0)
    }

    /// A stream of the events published from now on, preceded by those after `lastEventID` when the hub
    /// still has it (a browser's reconnection); ends when the hub finishes or its consumer is cancelled.
    public func subscribe(lastEventID: String? = nil) -> AsyncStream<ServerSentEvent> {
        let (stream, continuation) = AsyncStream<ServerSentEvent>.makeStream(bufferingPolicy: .bufferingOldest(bufferSize))
        let id = state.withLock { state -> Int? in
            guard !state.finished else { return nil }
            if let lastEventID, let position = state.history.lastIndex(where: { $0.id == lastEventID }) {
                for event in state.history[(position + 1)...] { continuation.yield(event) }
            }
            let id = state.nextID
            state.nextID += 1
            state.subscribers[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `event` to every subscriber.
    public func publish(_ event: ServerSentEvent) {
        let subscribers = state.withLock { state -> [AsyncStream<ServerSentEvent>.Continuation] in
            if event.id != nil, historySize > 0 {
                state.history.append(event)
                if state.history.count > historySize { state.history.removeFirst(state.history.count - historySize) }
            }
            return Array(state.subscribers.values)
        }
        for continuation in subscribers {
            if case .dropped = continuation.yield(event) { continuation.finish() }
        }
    }

    /// How many streams are subscribed now.
    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Ends every subscription; later subscriptions end at once.
    public func finish() {
        let subscribers = state.withLock { state -> [AsyncStream<ServerSentEvent>.Continuation] in
            state.finished = true
            return Array(state.subscribers.values)
        }
        for continuation in subscribers { continuation.finish() }
    }
}
