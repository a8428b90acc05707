/// A generator with its status and extra fields changed, as Hummingbird's `EditedResponse`.
public struct EditedResponse<Generator: ResponseGenerator>: ResponseGenerator {
    /// The status to use instead of the generator's, when set.
    public var status: HTTPResponse.Status?
    /// Fields that replace the generator's fields of the same names.
    public var headers: HTTPFields
    /// What makes the response.
    public var response: Generator

    /// The response of `response` with `status` and `headers` applied.
    public init(status: HTTPResponse.Status? = nil, headers: HTTPFields = [:], response: Generator) {
        self.status = status
        self.headers = headers
        self.response = response
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var result = try response.response(from: request, context: context)
        if let status { result.status = status }
        for name in Set(headers.map(\.name)) { result.headers[values: name] = headers[values: name] }
        return result
    }
}
