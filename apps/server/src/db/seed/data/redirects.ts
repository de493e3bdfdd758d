import type { SeedRedirect } from './types.ts';

/** Path redirects resolved by the router before a page is rendered. */
export const redirects: SeedRedirect[] = [
  { fromPath: '/promotions', to: '/bonus/welcome-bonus', statusCode: 301 },
  { fromPath: '/help', to: '/questions', statusCode: 301 },
  { fromPath: '/faq', to: '/questions', statusCode: 301 },
  { fromPath: '/terms', to: '/static/terms-and-conditions', statusCode: 301 },
  { fromPath: '/privacy', to: '/static/privacy-policy', statusCode: 301 },
  { fromPath: '/responsible-gaming', to: '/static/responsible-gaming', statusCode: 302 },
  { fromPath: '/status', to: 'https://status.croupier.example', statusCode: 302 },
];
