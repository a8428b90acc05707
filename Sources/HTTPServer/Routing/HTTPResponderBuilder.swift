/// What builds a responder: a `Router`.
public protocol HTTPResponderBuilder {
    associatedtype Responder: HTTPResponder
    func buildResponder() -> Responder
}
