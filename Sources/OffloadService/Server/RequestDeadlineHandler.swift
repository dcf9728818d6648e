import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request does not arrive in full (head to end) within a time limit.
///
/// Hummingbird's idle timeout closes a connection that sends nothing for a while, but a client trickling one byte
/// now and then never goes idle; this bounds the whole request however it arrives. It sits after the HTTP decoder,
/// so the clock starts when a request's head has been read and stops at its end.
final class RequestDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let limit: TimeAmount
    private let onTimeout: @Sendable () -> Void
    private var deadline: Scheduled<Void>?

    /// A handler that closes the connection `limit` after a request's head unless its end has come, calling
    /// `onTimeout` first.
    init(limit: TimeAmount, onTimeout: @escaping @Sendable () -> Void) {
        self.limit = limit
        self.onTimeout = onTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: start(context)
        case .end: stop()
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { stop() }

    private func start(_ context: ChannelHandlerContext) {
        stop()
        let onTimeout = self.onTimeout
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: limit) {
            onTimeout()
            context.close(promise: nil)
        }
    }

    private func stop() {
        deadline?.cancel()
        deadline = nil
    }
}

@available(*, unavailable)
extension RequestDeadlineHandler: Sendable {}
