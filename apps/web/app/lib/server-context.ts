import { createContext } from 'react-router';

export interface ApiResponse {
  status: number;
  json(): unknown;
}

export type ApiFetch = (
  url: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<ApiResponse>;

/** What the Fastify server hands every loader and action (see apps/server/src/plugins/web.ts). */
export interface ServerContext {
  api: ApiFetch;
  nonce: string;
  requestId: string;
}

export const serverContext = createContext<ServerContext>();
