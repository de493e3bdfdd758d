import { z } from 'zod';

/** Liveness: the process answers; nothing else is checked (a load balancer restarts it if not). */
export const healthSchema = z.object({ status: z.literal('ok') });

export const READINESS_CHECKS = ['database', 'redis', 'migrations'] as const;
export const readinessCheckSchema = z.enum(['ok', 'failed', 'pending', 'not configured']);

/**
 * Readiness: whether a load balancer should send this process requests. `unavailable` (503) when
 * the database fails or migrations are not all applied, `draining` (503) while it stops.
 * `degraded` (200) when Redis fails: bets, wallet and games still work there, and every process
 * shares the one Redis, so taking them all out of the balancer would turn a degradation into an
 * outage.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable', 'draining']),
  checks: z.record(z.enum(READINESS_CHECKS), readinessCheckSchema),
});

/** Prometheus' text exposition format, version 0.0.4. */
export const metricsTextSchema = z.string().describe('text/plain; version=0.0.4');
