import Foundation

extension JSONEncoder: ResponseEncoder {
    /// The value as `application/json; charset=utf-8`.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let data = try encode(value)
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(data: data))
    }
}
