extension Response {
    /// A Server-Sent Events response streaming `events` as they come, with a comment every `heartbeat` so
    /// that proxies and browsers keep the connection open.
    ///
    /// The stream ends when `events` ends, when the client goes away (the sequence's task is cancelled,
    /// which for an `EventHub` subscription unsubscribes it) or when the server shuts down (the last chunk is
    /// sent, and the browser reconnects elsewhere or later).
    public static func eventStream<Events: AsyncSequence & Sendable>(
        _ events: Events, heartbeat: Duration = .seconds(15), retry: Duration? = nil
    ) -> Response where Events.Element == ServerSentEvent {
        let headers: HTTPFields = [
            .contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache",
            HTTPField.Name(unchecked: "X-Accel-Buffering"): "no",
        ]
        let body = ResponseBody { writer in
            // The first bytes make clients that wait for the body (and buffering proxies) see the stream open.
            let opening = retry.map { ServerSentEvent(data: "", retry: $0).retryLine } ?? ServerSentEvent.comment("open")
            try await writer.write(opening)
            let shared = writer
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    var writer = shared
                    for try await event in events { try await writer.write(event.encoded) }
                }
                group.addTask {
                    var writer = shared
                    while true {
                        try await Task.sleep(for: heartbeat)
                        try await writer.write(ServerSentEvent.comment())
                    }
                }
                // Whichever ends first (the events, or a failed write) ends the stream.
                try await group.next()
                group.cancelAll()
            }
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
