import { z } from 'zod';

/** Liveness: the process answers; nothing else is checked (a load balancer restarts it if not). */
export const healthSchema = z.object({ status: z.literal('ok') });

export const READINESS_CHECKS = ['database', 'redis', 'migrations'] as const;
export const readinessCheckSchema = z.enum(['ok', 'failed', 'pending', 'not configured']);

/**
 * Readiness: whether a load balancer should send this process requests. `unavailable` (503) when
 * a dependency fails, migrations are not all applied, or the process is draining to stop.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  checks: z.record(z.enum(READINESS_CHECKS), readinessCheckSchema),
});

/** Prometheus' text exposition format, version 0.0.4. */
export const metricsTextSchema = z.string().describe('text/plain; version=0.0.4');
