import FuzzSupport
import HTTPServer

/// The HTTP request parser over arbitrary bytes: it never traps, and the same bytes give the same requests (or
/// the same error) whether they arrive at once or split at any point, as they do from a slow client.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafeRawPointer?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let split = Int(input.byte()) << 8 | Int(input.byte())
    let bytes = input.rest()
    let whole = parse([bytes])
    let cut = bytes.isEmpty ? 0 : split % (bytes.count + 1)
    let pieces = parse([Array(bytes[..<cut]), Array(bytes[cut...])])
    fuzzCheck(whole == pieces, "splitting the bytes at \(cut) changed the result: \(whole) / \(pieces)")
    let trickled = parse(bytes.prefix(512).map { [$0] } + [Array(bytes.dropFirst(512))])
    fuzzCheck(whole == trickled, "feeding the bytes one at a time changed the result")
    return 0
}

/// What the parser made of the pieces: heads, whole bodies and the status of the error that ended it, if any.
struct ParseOutcome: Equatable, CustomStringConvertible {
    var events: [String] = []
    var failure: String?

    var description: String { "\(events) \(failure ?? "no error")" }
}

func parse(_ pieces: [[UInt8]]) -> ParseOutcome {
    var parser = HTTPRequestParser()
    var outcome = ParseOutcome()
    var body: [UInt8] = []
    do {
        for piece in pieces {
            parser.append(piece)
            while let event = try parser.next() {
                switch event {
                case .head(let head): outcome.events.append("head \(head)")
                case .body(let bytes): body += bytes
                case .end:
                    outcome.events.append("body \(body.count) \(body.hashValue)")
                    outcome.events.append("end")
                    body = []
                }
            }
        }
    } catch {
        outcome.failure = "\(error)"
    }
    return outcome
}
