import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the v20 client reports about each REST call it makes. */
export interface V20CallRecorder {
  record(call: { method: string; route: string; status: number | 'network_error'; seconds: number }): void;
}

export interface GatewayMetrics extends V20CallRecorder {
  registry: Registry;
}

/**
 * One registry per gateway instance (not prom-client's global one), so tests can
 * run several gateways in one process without mixing their numbers.
 */
export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hearth_gateway_' });
  const requests = new Counter({
    name: 'hearth_v20_requests_total',
    help: 'REST calls the gateway made to the v20 api, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hearth_v20_request_duration_seconds',
    help: 'Time a v20 REST call took, from request to parsed response',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    record({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}
