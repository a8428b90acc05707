import Dispatch
import Foundation

/// The threads that run request handlers: a task executor of the server's own, so that an app whose other work
/// blocks Swift's cooperative threads (synchronous file or database calls, a test suite's waits) does not stop
/// the server answering. Handlers' child tasks inherit it; an `await` on an actor hops there and comes back.
///
/// One per process, shared by every server in it: its threads live as long as the process, so a task that
/// outlives its server (a stream still finishing) always has somewhere to run.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class HandlerExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = HandlerExecutor(threadCount: max(4, ProcessInfo.processInfo.activeProcessorCount))

    private let jobs = Locked(JobQueue())
    private let available = DispatchSemaphore(value: 0)

    private init(threadCount: Int) {
        for index in 0..<threadCount {
            let thread = Thread { [self] in work() }
            thread.name = "http-handler-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        available.signal()
    }

    private func work() {
        while true {
            available.wait()
            guard let job = jobs.withLock({ $0.removeFirst() }) else { continue }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// A first-in, first-out queue of jobs that reuses its storage.
    private struct JobQueue {
        private var items: [UnownedJob] = []
        private var head = 0

        mutating func append(_ job: UnownedJob) { items.append(job) }

        mutating func removeFirst() -> UnownedJob? {
            guard head < items.count else { return nil }
            let job = items[head]
            head += 1
            if head == items.count {
                items.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024, head * 2 >= items.count {
                items.removeFirst(head)
                head = 0
            }
            return job
        }
    }
}
