/**
 * Whether a page request comes from a phone, as far as its headers tell: Chromium's
 * `Sec-CH-UA-Mobile` client hint (sent with every request), or "Mobi" in the user agent, which
 * phone browsers put there and tablets and desktops do not. The server renders the phone's layout
 * for such a request, so the browser has nothing to change after the hydration; the media query
 * (below `MOBILE_BREAKPOINT_PX`) still decides once the page runs. The page cache keeps the two
 * renders apart.
 */
export function isPhoneRequest(headers: {
  mobileHint?: string | null | undefined;
  userAgent?: string | null | undefined;
}): boolean {
  return headers.mobileHint?.trim() === '?1' || /Mobi/.test(headers.userAgent ?? '');
}
