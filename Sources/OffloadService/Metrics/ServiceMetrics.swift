import CoreMetrics
import Prometheus
import Synchronization

/// The service's metrics, in one Prometheus registry served at `GET /metrics`.
///
/// The service's own counters (`offload_captures_saved_total`, `offload_requests_refused_total{reason}`) go through
/// swift-metrics to this instance's registry, so each test can hold its own. Hummingbird's `MetricsMiddleware`
/// (request counts and durations by route, method and status) reports to the process-wide swift-metrics backend,
/// which only ``process`` installs, once.
public final class ServiceMetrics: Sendable {
    /// The registry `GET /metrics` prints.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    private let saved: CoreMetrics.Counter
    private let refused = Mutex<[String: CoreMetrics.Counter]>([:])

    /// Metrics in `registry` (a new, empty one by default); nothing process-wide is touched.
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        factory = PrometheusMetricsFactory(registry: registry)
        saved = CoreMetrics.Counter(label: "offload_captures_saved_total", factory: factory)
    }

    /// The metrics of this process, installed as the swift-metrics backend the first time it is used, so that
    /// Hummingbird's request metrics land in the same registry; later uses return the same instance.
    public static let process: ServiceMetrics = {
        let metrics = ServiceMetrics()
        MetricsSystem.bootstrap(metrics.factory)
        return metrics
    }()

    /// Counts `count` saved captures.
    func recordSaved(_ count: Int) { saved.increment(by: count) }

    /// Counts one request refused (or failed) for `reason`, an error code such as `unauthorized` or `too_large`.
    func recordRefused(_ reason: String) {
        let counter = refused.withLock { counters in
            if let counter = counters[reason] { return counter }
            let counter = CoreMetrics.Counter(
                label: "offload_requests_refused_total", dimensions: [("reason", reason)], factory: factory)
            counters[reason] = counter
            return counter
        }
        counter.increment()
    }

    /// The Prometheus text exposition (format 0.0.4) of every metric in the registry.
    func exposition() -> [UInt8] { registry.emitToBuffer() }
}
