import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';

const require = createRequire(import.meta.url);
type GeoIp = { lookup(ip: string): { country: string } | null };
let geoip: GeoIp | undefined;

/**
 * The visitor's country: a trusted header set by the edge (when configured), else a lookup in the
 * GeoIP database that ships with `geoip-country`. Null for private and unknown addresses.
 */
export function resolveCountry(request: FastifyRequest, trustedHeader: string | undefined) {
  if (trustedHeader) {
    const value = request.headers[trustedHeader];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX') return code;
  }
  geoip ??= require('geoip-country') as GeoIp;
  return geoip.lookup(request.ip)?.country ?? null;
}
