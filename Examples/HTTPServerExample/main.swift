// A tiny server built on HTTPServer: `swift run http-server-example --port 8080`.
// The tests run it as a child process to check graceful shutdown on SIGTERM and SIGINT for real.
import Foundation
import HTTPServer

struct Greeting: ResponseEncodable {
    var greeting: String
}

var port = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--port", let value = arguments.popFirst().flatMap(Int.init) { port = value }
}

let hub = EventHub()
let router = Router()
router.get("/hello/:name") { _, context in Greeting(greeting: "Hello, \(try context.parameters.require("name"))!") }
router.get("/slow") { request, _ -> String in
    let milliseconds = request.uri.queryParameters.get("ms", as: Int.self) ?? 500
    try await Task.sleep(for: .milliseconds(milliseconds))
    return "slept \(milliseconds) ms"
}
router.post("/publish") { request, _ -> HTTPResponse.Status in
    hub.publish(ServerSentEvent(event: "message", data: request.body.string ?? ""))
    return .accepted
}
router.get("/events") { _, _ in Response.eventStream(hub.subscribe(), heartbeat: .seconds(15)) }

let app = Application(
    router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
    logger: .standardError(label: "http-server-example", logLevel: .warning))
do {
    try await app.runService { server in
        // Unbuffered, so that a parent reading the pipe sees the address at once.
        FileHandle.standardOutput.write(Data("listening on http://\(server.address)\n".utf8))
    }
    FileHandle.standardOutput.write(Data("stopped\n".utf8))
} catch {
    FileHandle.standardError.write(Data("http-server-example: \(error)\n".utf8))
    exit(1)
}
