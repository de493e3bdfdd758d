import type { ErrorBody, PlayerDocument } from '@croupier/contract';
import { API_ROUTES } from '@croupier/contract/routes';
import { ClientApiError, endsSession } from '~/lib/session/api-client';
import { getAccessToken, loseSession } from '~/lib/session/session-store';

/**
 * The two document calls that are not JSON: the multipart upload and the file itself (bytes for
 * a preview). Both send the bearer token like every authenticated call and end the session on
 * the same answers (`endsSession`).
 */
async function authorized(path: string, init: RequestInit) {
  const token = await getAccessToken();
  if (!token) {
    loseSession();
    throw new ClientApiError(401, undefined);
  }
  const response = await fetch(path, {
    ...init,
    credentials: 'omit',
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
    if (endsSession(response.status, body)) loseSession();
    throw new ClientApiError(response.status, body);
  }
  return response;
}

export async function uploadDocument(
  type: string,
  file: File,
  locale: string,
): Promise<PlayerDocument> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  const response = await authorized(API_ROUTES.uploadDocument.path, {
    method: 'POST',
    headers: { 'accept-language': locale },
    body: form,
  });
  return ((await response.json()) as { data: PlayerDocument }).data;
}

/** The document's file as a blob URL for a preview; the caller revokes it. */
export async function documentFileUrl(id: string): Promise<string> {
  const path = API_ROUTES.documentFile.path.replace(':id', encodeURIComponent(id));
  const response = await authorized(path, { method: 'GET' });
  return URL.createObjectURL(await response.blob());
}
