import Dispatch
import Foundation
import Testing
@testable import HTTPServer

/// The loop's hand-over of work from other threads, across its stop: once stopped, its descriptors are closed
/// and their numbers may already be another server's, so nothing may touch them.
@Suite struct EventLoopTests {
    /// A poller with no descriptors that records a wake-up after its close (a write to a closed, perhaps reused,
    /// descriptor in the real ones).
    final class RecordingPoller: Poller, @unchecked Sendable {
        private let wake = DispatchSemaphore(value: 0)
        let state = Locked((closed: false, wakeUpsAfterClose: 0, addsAfterClose: 0))

        func add(_ fd: Int32, interest: PollInterest) throws {
            state.withLock { if $0.closed { $0.addsAfterClose += 1 } }
        }
        func modify(_ fd: Int32, interest: PollInterest) throws {}
        func remove(_ fd: Int32) {}
        func wait(timeout: Int32, _ body: (Int32, PollEvents) -> Void) throws {
            _ = wake.wait(timeout: .now() + .milliseconds(Int(max(timeout, 0))))
        }
        func wakeUp() {
            state.withLock { if $0.closed { $0.wakeUpsAfterClose += 1 } }
            wake.signal()
        }
        func close() { state.withLock { $0.closed = true } }
    }

    final class NoHandler: EventLoopHandler {
        func handle(_ events: PollEvents) {}
        func tick(now: UInt64) {}
        func beginShutdown() {}
        func forceClose() {}
    }

    @Test("a task handed over after the stop runs on the caller, without waking the closed poller")
    func taskAfterStop() throws {
        let poller = RecordingPoller()
        let loop = EventLoop(index: 0, poller: poller, tickInterval: 5_000_000, readBufferSize: 64)
        loop.start()
        loop.stop()
        loop.waitUntilStopped()
        let ran = Locked(false)
        loop.execute { ran.withLock { $0 = true } }
        #expect(ran.withLock { $0 })
        #expect(throws: SystemError.self) { try loop.register(1000, NoHandler(), interest: .read) }
        let state = poller.state.withLock { $0 }
        #expect(state.wakeUpsAfterClose == 0)
        #expect(state.addsAfterClose == 0)
    }

    @Test("every task handed over while the loop stops runs exactly once, and none wakes it after its close", arguments: [0, 50, 500])
    func tasksAcrossTheStop(stopAfter: Int) throws {
        let poller = RecordingPoller()
        let loop = EventLoop(index: 0, poller: poller, tickInterval: 5_000_000, readBufferSize: 64)
        loop.start()
        let runs = Locked([Int](repeating: 0, count: 2000))
        DispatchQueue.concurrentPerform(iterations: 2000) { index in
            if index == stopAfter { loop.stop() }
            loop.execute { runs.withLock { $0[index] += 1 } }
        }
        loop.stop()
        loop.waitUntilStopped()
        #expect(runs.withLock { $0 }.allSatisfy { $0 == 1 })
        #expect(poller.state.withLock { $0.wakeUpsAfterClose } == 0)
    }
}
