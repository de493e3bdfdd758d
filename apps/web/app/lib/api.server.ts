import {
  type BodyOf,
  type EndpointName,
  type ErrorBody,
  endpoints,
  errorBodySchema,
  type ResponseOf,
} from '@croupier/contract';
import { data, type RouterContextProvider } from 'react-router';
import { serverContext } from './server-context';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | undefined;
  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.error.message ?? `API answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

interface CallOptions<N extends EndpointName> {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: BodyOf<N>;
  locale?: string;
  /** The player's access token (from the session cookie), sent as `Authorization: Bearer`. */
  token?: string;
}

/**
 * Calls the API from a loader or action, the way any client would, and parses the answer with
 * the contract's schema. Errors come back as ApiError with the API's translated message.
 */
export async function callApi<N extends EndpointName>(
  context: Readonly<RouterContextProvider>,
  name: N,
  options: CallOptions<N> = {},
): Promise<ResponseOf<N>> {
  const endpoint = endpoints[name];
  const path = endpoint.path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(options.params?.[key] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...options.query, locale: options.locale })) {
    if (value !== undefined) query.set(key, value);
  }
  const url = query.size ? `${path}?${query}` : path;
  const response = await context.get(serverContext).api(url, {
    method: endpoint.method,
    body: options.body,
    headers: {
      ...(options.locale && { 'accept-language': options.locale }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
  });
  const json = response.json();
  if (response.status >= 400) {
    const parsed = errorBodySchema.safeParse(json);
    throw new ApiError(response.status, parsed.success ? parsed.data : undefined);
  }
  return endpoint.response.parse(json) as ResponseOf<N>;
}

/**
 * For loaders of pages addressed by the URL: a missing page, or an identity the API refuses as
 * malformed (422), becomes the 404 page; anything else the error page.
 */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422))
      throw data(null, { status: 404 });
    throw error;
  }
}
