// Linux only: the idle-connection figure reads glibc's heap counters and /proc.
#if os(Linux)
import CAllocationCounter
import Foundation
import Glibc
import HTTPServer

/// `http`: HTTPServer under `wrk` (Debian's) — a small dynamic page at 64 connections, beside nginx serving
/// the same bytes as a static file when nginx is installed — and the memory 1,000 idle keep-alive
/// connections hold. Skips the throughput figures (saying so) where wrk is absent.
enum HTTPSuite {
    static let connections = 64
    static let seconds = 10

    static func run() -> [BenchmarkCase] { waitFor { await measure() } }

    /// The page: a few lines of HTML with the name and a number computed per request.
    static func page(name: String, count: Int) -> String {
        "<!doctype html><html lang=\"fi\"><head><meta charset=\"utf-8\"><title>Sanasto</title></head><body>"
            + "<h1>Hei, \(name)!</h1><p>Kategoriassa on \(count) termiä.</p><ul>"
            + (1...5).map { "<li>termi \($0)</li>" }.joined() + "</ul></body></html>"
    }

    private static func measure() async -> [BenchmarkCase] {
        let router = Router()
        let counter = RequestCounter()
        router.get("/page/:name") { _, context in
            Response.html(page(name: try context.parameters.require("name"), count: counter.next() % 1000))
        }
        let configuration = ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), maxConnections: 4096)
        let app = Application(router: router, configuration: configuration, logger: .silent)
        guard let server = try? app.start() else {
            FileHandle.standardError.write(Data("sanasto-bench: http: the server did not start\n".utf8))
            return []
        }
        var cases: [BenchmarkCase] = []
        if let wrk = executable("wrk") {
            var item = BenchmarkCase(name: "page", oursNanoseconds: .nan)
            if let ours = runWrk(wrk, url: "http://127.0.0.1:\(server.port)/page/sanasto") {
                item.oursNanoseconds = 1e9 / ours.requestsPerSecond
                item.notes["req_per_s"] = ours.requestsPerSecond
                item.notes["p50_ms"] = ours.p50
                item.notes["p99_ms"] = ours.p99
            }
            if let nginx = executable("nginx"), let peer = runNginx(nginx, wrk: wrk, body: page(name: "sanasto", count: 500)) {
                item.peer = "nginx"
                item.peerNanoseconds = 1e9 / peer.requestsPerSecond
                item.notes["nginx_req_per_s"] = peer.requestsPerSecond
                item.notes["nginx_p99_ms"] = peer.p99
            }
            cases.append(item)
        } else {
            FileHandle.standardError.write(Data("sanasto-bench: http: wrk is not installed (apt-get install wrk); throughput skipped\n".utf8))
        }
        cases.append(idleConnections(port: server.port, count: 1000))
        await server.shutdown()
        return cases
    }

    /// Opens `count` connections, makes one request on each and keeps them open and idle; reports the
    /// server's heap and the process's resident memory grown per connection (client sockets hold no heap).
    private static func idleConnections(port: Int, count: Int) -> BenchmarkCase {
        let heapBefore = sanasto_heap_bytes_in_use()
        let residentBefore = residentBytes()
        var sockets: [Int32] = []
        for _ in 0..<count {
            guard let fd = connectAndRequest(port: port) else { break }
            sockets.append(fd)
        }
        Thread.sleep(forTimeInterval: 0.5)
        let heapAfter = sanasto_heap_bytes_in_use()
        let residentAfter = residentBytes()
        let opened = max(sockets.count, 1)
        for fd in sockets { close(fd) }
        var item = BenchmarkCase(name: "idle-\(count)", oursNanoseconds: .nan)
        item.notes["connections"] = Double(sockets.count)
        item.notes["heap_bytes_per_conn"] = Double(heapAfter > heapBefore ? heapAfter - heapBefore : 0) / Double(opened)
        item.notes["rss_bytes_per_conn"] = Double(residentAfter > residentBefore ? residentAfter - residentBefore : 0) / Double(opened)
        return item
    }

    private static func connectAndRequest(port: Int) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let request = Array("GET /page/idle HTTP/1.1\r\nHost: bench\r\n\r\n".utf8)
        guard connected == 0, send(fd, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else {
            close(fd)
            return nil
        }
        // The response ends with the page's closing tag.
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).hasSuffix("</html>") {
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else {
                close(fd)
                return nil
            }
            received += chunk[0..<count]
        }
        return fd
    }

    private static func residentBytes() -> UInt64 {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = UInt64(fields[1]) else { return 0 }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }

    struct WrkResult {
        var requestsPerSecond: Double
        var p50: Double
        var p99: Double
    }

    /// `wrk -t2 -c64 -d10s --latency url`, parsed.
    private static func runWrk(_ wrk: String, url: String) -> WrkResult? {
        guard let output = runProcess(wrk, ["-t2", "-c\(connections)", "-d\(seconds)s", "--latency", url]) else { return nil }
        print("  $ wrk -t2 -c\(connections) -d\(seconds)s --latency \(url)")
        var result = WrkResult(requestsPerSecond: .nan, p50: .nan, p99: .nan)
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.first == "Requests/sec:", fields.count > 1 { result.requestsPerSecond = Double(fields[1]) ?? .nan }
            if fields.count == 2, fields[0] == "50%" { result.p50 = milliseconds(fields[1]) }
            if fields.count == 2, fields[0] == "99%" { result.p99 = milliseconds(fields[1]) }
            if line.contains("Non-2xx") || line.contains("Socket errors") { print("  wrk: \(line.trimmingCharacters(in: .whitespaces))") }
        }
        return result.requestsPerSecond.isFinite ? result : nil
    }

    /// wrk's durations ("812.00us", "1.20ms", "2.01s") in milliseconds.
    private static func milliseconds(_ text: Substring) -> Double {
        for (suffix, scale) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(suffix) {
            return (Double(text.dropLast(suffix.count)) ?? .nan) * scale
        }
        return .nan
    }

    /// nginx with a throwaway configuration serving `body` as a static file, measured the same way.
    private static func runNginx(_ nginx: String, wrk: String, body: String) -> WrkResult? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sanasto-bench-nginx-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = 20_000 + Int(getpid() % 20_000)
        let config = """
            daemon off; worker_processes 2; pid \(folder.path)/nginx.pid; error_log \(folder.path)/error.log;
            events { worker_connections 1024; }
            http { access_log off; client_body_temp_path \(folder.path); proxy_temp_path \(folder.path);
              fastcgi_temp_path \(folder.path); uwsgi_temp_path \(folder.path); scgi_temp_path \(folder.path);
              server { listen 127.0.0.1:\(port); root \(folder.path); default_type text/html; } }
            """
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(config.utf8).write(to: folder.appendingPathComponent("nginx.conf"))
            try Data(body.utf8).write(to: folder.appendingPathComponent("page.html"))
        } catch { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: nginx)
        process.arguments = ["-c", folder.appendingPathComponent("nginx.conf").path, "-p", folder.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        Thread.sleep(forTimeInterval: 0.5)
        return runWrk(wrk, url: "http://127.0.0.1:\(port)/page.html")
    }

    private static func executable(_ name: String) -> String? {
        ["/usr/bin/", "/usr/sbin/", "/usr/local/bin/", "/usr/local/sbin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private static func runProcess(_ path: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A request counter shared by the handlers.
private final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
#endif
