import Foundation

/// Turns an `Encodable` value into a response, as Hummingbird's `ResponseEncoder`.
public protocol ResponseEncoder: Sendable {
    func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response
}

/// Decodes a request's body, as Hummingbird's `RequestDecoder`.
public protocol RequestDecoder: Sendable {
    func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) throws -> T
}

/// A value a handler returns as a response in its context's encoding (JSON by default).
public protocol ResponseEncodable: Encodable, ResponseGenerator {}

extension ResponseEncodable {
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try context.responseEncoder.encode(self, from: request, context: context)
    }
}

extension JSONEncoder: ResponseEncoder {
    /// The value as `application/json; charset=utf-8`.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let data = try encode(value)
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(data: data))
    }
}

extension JSONDecoder: RequestDecoder {
    /// The body decoded as JSON; a body that does not decode is 400 Bad Request, naming the key path only.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) throws -> T {
        do {
            return try decode(type, from: request.body.data)
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, message: "Invalid JSON body: \(Self.summary(of: error))")
        }
    }

    private static func summary(of error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let context): return "wrong type at \(path(context))"
        case .valueNotFound(_, let context): return "missing value at \(path(context))"
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context))"
        case .dataCorrupted(let context): return "malformed JSON at \(path(context))"
        @unknown default: return "malformed JSON"
        }
    }
}

extension Request {
    /// The body decoded as `type` with the context's decoder, as Hummingbird's `Request.decode(as:context:)`.
    public func decode<T: Decodable>(as type: T.Type, context: some RequestContext) async throws -> T {
        try context.requestDecoder.decode(type, from: self, context: context)
    }
}
