const ONE_YEAR_SECONDS = 31_536_000;

/** Sets a first-party cookie for the whole site (path=/, SameSite=Lax). */
export function setCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function readCookie(name: string) {
  const match = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}
