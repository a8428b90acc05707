/// Which readiness a descriptor showed.
struct PollEvents: Sendable {
    var readable: Bool
    var writable: Bool
    /// The peer hung up or the socket is in error; reading reports which.
    var hangup: Bool
}
