/// Decodes a request's body, as Hummingbird's `RequestDecoder`.
public protocol RequestDecoder: Sendable {
    func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) throws -> T
}
