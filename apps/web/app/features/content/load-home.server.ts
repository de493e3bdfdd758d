import type { RouterContextProvider } from 'react-router';
import { callApi } from '../../lib/api.server';
import { toBonusCards } from './bonus-cards';

/** The lobby's content: hero promotions, promotions and the welcome package. */
export async function loadHome(context: Readonly<RouterContextProvider>, locale: string) {
  const [panels, bonusPages, welcomePackage] = await Promise.all([
    callApi(context, 'promoPanels', { locale, query: { placement: 'home' } }),
    callApi(context, 'bonusPages', { locale }),
    callApi(context, 'welcomePackage', { locale }),
  ]);
  return {
    panels: panels.data,
    bonusPages: toBonusCards(bonusPages.data),
    welcomePackage: welcomePackage.data,
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
