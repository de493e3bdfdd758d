import { data, type RouterContextProvider, redirect } from 'react-router';
import { ApiError, callApi } from './api.server';

/**
 * What a path no page claims turns into: the operator's redirect for it (internal or external),
 * else the 404 page. Thrown, so loaders can `throw await redirectOr404(...)`.
 */
export async function redirectOr404(context: Readonly<RouterContextProvider>, pathname: string) {
  try {
    const { data: target } = await callApi(context, 'redirect', { query: { path: pathname } });
    return redirect(target.to, target.statusCode);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data(null, { status: 404 });
    throw error;
  }
}
