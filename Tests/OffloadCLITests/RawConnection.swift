import Foundation
import NIOCore
import NIOPosix

/// A TCP connection to a server on this machine that sends exactly the bytes it is given, to play a slow or broken
/// client that URLSession would never be.
struct RawConnection {
    /// What the server sent, and how long after ``run(port:_:)``'s start it closed the connection (`nil` when it
    /// was still open at the time limit).
    struct Outcome {
        let response: String
        let closedAfter: Duration?
    }

    let inbound: NIOAsyncChannelInboundStream<ByteBuffer>
    let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    let start: ContinuousClock.Instant

    /// Connects to 127.0.0.1:`port`, runs `body`, and closes.
    static func run<T: Sendable>(port: Int, _ body: (RawConnection) async throws -> T) async throws -> T {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await body(RawConnection(inbound: inbound, outbound: outbound, start: .now))
        }
    }

    /// Whether a new connection to 127.0.0.1:`port` is accepted.
    static func accepts(port: Int) async -> Bool {
        (try? await run(port: port) { _ in true }) ?? false
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) async throws {
        try await outbound.write(ByteBuffer(string: text))
    }

    /// Reads until the server closes the connection or `limit` has passed since the start, while `meanwhile`
    /// runs (it is cancelled when the connection closes).
    func outcome(
        within limit: Duration, meanwhile: @escaping @Sendable () async throws -> Void = {}
    ) async throws -> Outcome {
        let inbound = self.inbound
        let start = self.start
        return try await withThrowingTaskGroup(of: Outcome?.self) { group in
            group.addTask {
                var response = ""
                do {
                    for try await buffer in inbound { response += String(buffer: buffer) }
                } catch {
                    // A reset is a close too.
                }
                return Outcome(response: response, closedAfter: ContinuousClock.now - start)
            }
            group.addTask {
                try? await meanwhile()
                try? await Task.sleep(until: start + limit)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first ?? Outcome(response: "", closedAfter: nil)
        }
    }
}
