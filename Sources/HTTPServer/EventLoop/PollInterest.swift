/// Which readiness a loop waits for on a descriptor.
struct PollInterest: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let read = PollInterest(rawValue: 1)
    static let write = PollInterest(rawValue: 2)
}
