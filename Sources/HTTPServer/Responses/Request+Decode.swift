extension Request {
    /// The body decoded as `type` with the context's decoder, as Hummingbird's `Request.decode(as:context:)`.
    public func decode<T: Decodable>(as type: T.Type, context: some RequestContext) async throws -> T {
        try context.requestDecoder.decode(type, from: self, context: context)
    }
}
