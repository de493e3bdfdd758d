import type { SocialSettings } from '@croupier/contract';
import { useApi } from '~/lib/session/api-client';
import { useApiData } from './use-api-data';

/** The social sign-in buttons to offer; loaded when a modal that shows them first opens. */
export function useSocialSettings() {
  const api = useApi();
  return useApiData<SocialSettings>('social-settings', async () => {
    const { data } = await api('socialSettings');
    return data;
  });
}
