import Foundation
import Testing
@testable import HTTPServer
import _SanastoTestSupport

@Suite("ServerSentEvent")
struct ServerSentEventTests {
    @Test("fields are written as the event-stream format says; multi-line data is split", arguments: [
        (ServerSentEvent(data: "hello"), "data: hello\n\n"),
        (ServerSentEvent(event: "term", data: "a\nb\r\nc\rd", id: "7"), "event: term\nid: 7\ndata: a\ndata: b\ndata: c\ndata: d\n\n"),
        (ServerSentEvent(data: ""), "data:\n\n"),
        (ServerSentEvent(data: "x\n"), "data: x\ndata:\n\n"),
        (ServerSentEvent(event: "bad\nname", data: "x", id: "1\r2\u{0}"), "event: bad name\nid: 1 2\ndata: x\n\n"),
        (ServerSentEvent(data: "r", retry: .milliseconds(1500)), "retry: 1500\ndata: r\n\n"),
    ])
    func encoding(_ event: ServerSentEvent, _ expected: String) {
        #expect(String(decoding: event.encoded, as: UTF8.self) == expected)
    }

    @Test("comments are ignored lines")
    func comments() {
        #expect(String(decoding: ServerSentEvent.comment(), as: UTF8.self) == ":\n\n")
        #expect(String(decoding: ServerSentEvent.comment("a\nb"), as: UTF8.self) == ": a\n: b\n\n")
    }
}

@Suite("EventHub")
struct EventHubTests {
    @Test("every subscriber receives what is published, and a cancelled one is removed")
    func broadcast() async throws {
        let hub = EventHub()
        let first = hub.subscribe(), second = hub.subscribe()
        #expect(hub.subscriberCount == 2)
        hub.publish(ServerSentEvent(data: "one", id: "1"))
        hub.publish(ServerSentEvent(data: "two", id: "2"))
        var iterator = first.makeAsyncIterator()
        #expect(await iterator.next()?.data == "one")
        #expect(await iterator.next()?.data == "two")
        let task = Task { for await _ in second {} }
        task.cancel()
        await task.value
        #expect(await eventually { hub.subscriberCount == 1 })
        // A reconnecting client is replayed what came after its last event.
        var replay = hub.subscribe(lastEventID: "1").makeAsyncIterator()
        #expect(await replay.next()?.data == "two")
        hub.finish()
        #expect(await iterator.next() == nil)
    }

    @Test("a subscriber that falls too far behind is ended rather than buffered without bound")
    func slowSubscriber() async {
        let hub = EventHub(bufferSize: 4)
        let stream = hub.subscribe()
        for index in 0..<10 { hub.publish(ServerSentEvent(data: "\(index)")) }
        var received: [String] = []
        for await event in stream { received.append(event.data) }
        #expect(received == ["0", "1", "2", "3"])
        #expect(hub.subscriberCount == 0)
    }

    @Test("an SSE response streams published events to a client, and the client leaving frees the subscription", arguments: ApplicationTests.pollers)
    func streamOverSocket(_ poller: PollerKind) async throws {
        let hub = EventHub()
        let router = Router()
        router.get("/events") { _, _ in Response.eventStream(hub.subscribe(), heartbeat: .milliseconds(100)) }
        try await TestServer.with(router, configuration: TestServer.configuration(pollerKind: poller)) { server in
            do {
                let client = try RawClient(port: server.port)
                client.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(await eventually { hub.subscriberCount == 1 })
                hub.publish(ServerSentEvent(event: "term", data: "sana\nsanasto", id: "1"))
                let text = try await client.readUntil("data: sanasto\n\n")
                #expect(text.contains("HTTP/1.1 200 OK\r\n"))
                #expect(text.contains("Content-Type: text/event-stream; charset=utf-8\r\n"))
                #expect(text.contains("Transfer-Encoding: chunked\r\n"))
                #expect(text.contains("event: term\nid: 1\ndata: sana\ndata: sanasto\n\n"))
                // Heartbeats keep coming.
                _ = try await client.readUntil(":\n\n")
            }
            #expect(await eventually { hub.subscriberCount == 0 })
            #expect(await eventually { server.connectionCount == 0 })
        }
    }

    @Test("shutdown ends an open stream cleanly with the last chunk")
    func shutdownEndsStreams() async throws {
        let hub = EventHub()
        let router = Router()
        router.get("/events") { _, _ in Response.eventStream(hub.subscribe(), heartbeat: .seconds(30)) }
        let server = try Application(router: router, configuration: TestServer.configuration(), logger: .silent).start()
        let client = try RawClient(port: server.port)
        client.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
        let opened = try await client.readUntil(": open\n\n")
        #expect(opened.contains("Transfer-Encoding: chunked\r\n"))
        let shutdown = Task { await server.shutdown(gracePeriod: .seconds(120)) }
        // The last chunk ends the body: nothing is cut off mid-event.
        let rest = try await client.readUntil("0\r\n\r\n")
        #expect(rest.hasSuffix("0\r\n\r\n"))
        #expect(await client.isClosedByServer())
        await shutdown.value
        #expect(hub.subscriberCount == 0)
    }
}

extension RawClient {
    /// Reads until the bytes read so far contain `marker`, returning them.
    func readUntil(_ marker: String) async throws -> String {
        try await offload {
            var text = ""
            while !text.contains(marker) {
                guard let more = self.readSome() else { throw Failure(description: "ended before '\(marker)': \(text)") }
                text += more
            }
            return text
        }
    }
}
