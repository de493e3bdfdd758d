import type { FastifyRequest } from 'fastify';

/**
 * The locale a response should be written in: `?locale=`, else the first Accept-Language tag
 * the site knows, else the default. Matching ignores case and falls back from `pt-PT` to `pt-BR`
 * only through the language part.
 */
export function pickLocale(request: FastifyRequest, known: readonly string[], fallback: string) {
  const query = (request.query as { locale?: unknown } | undefined)?.locale;
  const candidates = [
    ...(typeof query === 'string' ? [query] : []),
    ...parseAcceptLanguage(request.headers['accept-language']),
  ];
  for (const candidate of candidates) {
    const match = matchLocale(candidate, known);
    if (match) return match;
  }
  return fallback;
}

export function matchLocale(candidate: string, known: readonly string[]): string | undefined {
  const lower = candidate.toLowerCase();
  const exact = known.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return known.find((code) => code.toLowerCase().split('-')[0] === language);
}

function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*')
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.tag);
}
