import { MODAL_BASE_Z_INDEX, MODAL_Z_INDEX_STEP } from '@croupier/contract/constants';
import type { ModalAccess, ModalEntry } from './modal-registry';

export const MODAL_QUERY_PARAM = 'modal';

/** Guest-only modals need no session, user-only ones need one, the rest are open to everyone. */
export function canOpenModal(access: ModalAccess, isSignedIn: boolean) {
  if (access === 'all') return true;
  return access === 'user' ? isSignedIn : !isSignedIn;
}

/**
 * The backdrop's z-index of the modal at `stackIndex` (0 = first open); its panel sits one above,
 * which is why each modal takes a step of two.
 */
export function modalZIndex(stackIndex: number) {
  return MODAL_BASE_Z_INDEX + MODAL_Z_INDEX_STEP * stackIndex;
}

/** The registered modal a query string names with `?modal=<queryName>`, if any. */
export function findModalInQuery(search: string, entries: readonly ModalEntry[]) {
  const queryName = new URLSearchParams(search).get(MODAL_QUERY_PARAM);
  if (!queryName) return undefined;
  return entries.find((entry) => entry.queryName === queryName);
}

/** The query string with `modal` set to `queryName`, or without it for `null`; other params kept. */
export function withModalQuery(search: string, queryName: string | null) {
  const params = new URLSearchParams(search);
  if (queryName) params.set(MODAL_QUERY_PARAM, queryName);
  else params.delete(MODAL_QUERY_PARAM);
  const next = params.toString();
  return next ? `?${next}` : '';
}
