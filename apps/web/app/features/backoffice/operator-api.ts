import type { BodyOf, ErrorBody, QueryOf, ResponseOf } from '@croupier/contract';
import type { BACKOFFICE_ROUTES } from '@croupier/contract/routes';
import { createContext } from 'react';
import { buildUrl, ClientApiError } from '../../lib/session/api-client';
import { endOperatorSession, readOperatorSession, touchOperatorSession } from './operator-session';

export type BackofficeRoutes = typeof BACKOFFICE_ROUTES;
export type BackofficeRouteName = keyof BackofficeRoutes;

/**
 * The contract's back-office routes, handed down from the console's layout loader. Imported into
 * the browser bundle they would sit in the module every player page shares (the contract's route
 * table), and grow the home page's script with each route the back office gains.
 */
export const BackofficeRoutesContext = createContext<BackofficeRoutes | undefined>(undefined);

export interface OperatorRequestOptions<N extends BackofficeRouteName> {
  params?: Record<string, string>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  locale?: string;
}

/**
 * Calls a back-office endpoint with the operator's token, never the player's (a player token
 * never opens the back office, and an operator token never goes to the player API). A 401 means
 * the session ended (idle, expired, revoked): the console goes back to sign-in with a notice.
 */
export async function requestOperatorApi<N extends BackofficeRouteName>(
  routes: BackofficeRoutes,
  name: N,
  options: OperatorRequestOptions<N> = {},
): Promise<ResponseOf<N>> {
  const response = await sendOperatorRequest(routes, name, options);
  const json: unknown = await response.json().catch(() => undefined);
  return checkOperatorResponse(routes, name, response, json) as ResponseOf<N>;
}

/** An endpoint that answers with a file (a KYC document): its bytes, typed by the response. */
export async function requestOperatorFile<N extends BackofficeRouteName>(
  routes: BackofficeRoutes,
  name: N,
  options: OperatorRequestOptions<N> = {},
): Promise<Blob> {
  const response = await sendOperatorRequest(routes, name, options);
  const body = response.ok ? await response.blob() : await response.json().catch(() => undefined);
  return checkOperatorResponse(routes, name, response, body) as Blob;
}

function sendOperatorRequest<N extends BackofficeRouteName>(
  routes: BackofficeRoutes,
  name: N,
  options: OperatorRequestOptions<N>,
): Promise<Response> {
  const endpoint = routes[name];
  const headers: Record<string, string> = {};
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if ('operator' in endpoint) {
    const session = readOperatorSession();
    if (!session) throw new ClientApiError(401, undefined);
    headers.authorization = `Bearer ${session.token}`;
  }
  return fetch(
    buildUrl(endpoint.path, {
      params: options.params,
      query: options.query as Record<string, string | number | undefined> | undefined,
    }),
    {
      method: endpoint.method,
      credentials: 'omit',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
  );
}

/** Ends the tab's session on a 401, throws the API's refusal, else keeps the session alive. */
function checkOperatorResponse(
  routes: BackofficeRoutes,
  name: BackofficeRouteName,
  response: Response,
  json: unknown,
): unknown {
  const needsOperator = 'operator' in routes[name];
  if (needsOperator && response.status === 401) endOperatorSession('expired');
  if (!response.ok) throw new ClientApiError(response.status, json as ErrorBody | undefined);
  if (needsOperator) touchOperatorSession();
  return json;
}
