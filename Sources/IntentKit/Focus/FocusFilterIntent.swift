import Foundation

/// An intent the system runs when a Focus with this filter turns on, like Apple's `SetFocusFilterIntent`;
/// its parameters become the current filter.
public protocol FocusFilterIntent: PortableIntent {}

extension FocusFilterIntent {
    /// Does nothing more: the runner stores the parameters in its `FocusFilterCenter`.
    public func perform(_ context: IntentContext) async throws -> IntentOutcome { .result() }
}
