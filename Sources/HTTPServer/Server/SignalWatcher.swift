#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Turns SIGINT/SIGTERM into calls (through DispatchSource, so no code runs in a signal handler).
final class SignalWatcher: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    private let signals: [Int32]
    private let count = Locked(0)

    /// Watches `signals`; `body` gets how many have arrived so far (1 for the first).
    init(signals: [Int32], _ body: @escaping @Sendable (Int) -> Void) {
        self.signals = signals
        var sources: [any DispatchSourceSignal] = []
        let count = count
        for number in signals {
            // The default action (terminate) must be off for the source to see the signal.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let seen = count.withLock { value -> Int in
                    value += 1
                    return value
                }
                body(seen)
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Stops watching and restores the default actions.
    func stop() {
        for source in sources { source.cancel() }
        for number in signals { signal(number, SIG_DFL) }
    }
}
