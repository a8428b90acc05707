/// Turns an `Encodable` value into a response, as Hummingbird's `ResponseEncoder`.
public protocol ResponseEncoder: Sendable {
    func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response
}
