/// An error that knows the response it becomes, as Hummingbird's `HTTPResponseError`.
///
/// A handler's error that does not conform becomes 500 Internal Server Error, without its details.
public protocol HTTPResponseError: Error, ResponseGenerator {
    /// The status the error is answered with.
    var status: HTTPResponse.Status { get }
}
