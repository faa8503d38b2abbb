import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the v20 client reports about each REST call it makes. */
export interface V20CallRecorder {
  record(call: { method: string; route: string; status: number | 'network_error'; seconds: number }): void;
}

/** What became of one delivery to POST /webhooks/v20 (gateway/live/receiver.ts). */
export type DeliveryOutcome = 'accepted' | 'duplicate' | 'refused_signature' | 'invalid_event' | 'too_large' | 'live_updates_off';

export interface DeliveryRecorder {
  recordDelivery(outcome: DeliveryOutcome): void;
}

export interface GatewayMetrics extends V20CallRecorder, DeliveryRecorder {
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
  // Only `accepted` deliveries are published to subscribers: operators see refusals
  // and redeliveries here, and tests prove "nothing was published" without waiting.
  const deliveries = new Counter({
    name: 'hearth_live_deliveries_total',
    help: 'Event deliveries received at /webhooks/v20, by outcome (only accepted ones are published)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    recordDelivery(outcome) {
      deliveries.inc({ outcome });
    },
    record({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}
