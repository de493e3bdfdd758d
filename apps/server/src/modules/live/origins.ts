import type { Config } from '../../config.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface AllowedOrigins {
  exact: Set<string>;
  /** Pages served from this machine (any port: the Vite dev server, previews). */
  isLocalAllowed: boolean;
}

/**
 * Origins whose pages may open the socket (cross-site WebSocket hijacking). LIVE_ALLOWED_ORIGINS
 * replaces the default: PUBLIC_URL's origin plus localhost on any port.
 */
export function originsAllowedBy(config: Pick<Config, 'PUBLIC_URL' | 'LIVE_ALLOWED_ORIGINS'>) {
  if (config.LIVE_ALLOWED_ORIGINS) {
    const listed = config.LIVE_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim());
    return { exact: new Set(listed.filter(Boolean)), isLocalAllowed: false };
  }
  return { exact: new Set([new URL(config.PUBLIC_URL).origin]), isLocalAllowed: true };
}

export function isOriginAllowed(origin: string, allowed: AllowedOrigins) {
  if (allowed.exact.has(origin)) return true;
  if (!allowed.isLocalAllowed) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}
