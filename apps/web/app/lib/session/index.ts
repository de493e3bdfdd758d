export { ClientApiError, type RequestOptions, requestApi, useApi } from './api-client';
export { type SessionApi, SessionProvider, useSession } from './session-provider';
export { getAffiliateTag, getVisitorFingerprint } from './visitor';
