/// Which readiness a loop waits for on a descriptor.
struct PollInterest: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let read = PollInterest(rawValue: 1)
    static let write = PollInterest(rawValue: 2)
}

/// Which readiness a descriptor showed.
struct PollEvents: Sendable {
    var readable: Bool
    var writable: Bool
    /// The peer hung up or the socket is in error; reading reports which.
    var hangup: Bool
}
