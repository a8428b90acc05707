import Foundation

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
