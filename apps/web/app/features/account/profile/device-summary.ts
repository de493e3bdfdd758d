/** A user agent summarised as people name their devices: "Chrome on macOS". */
export function summariseUserAgent(userAgent: string): {
  browser: string;
  os: string;
  isMobile: boolean;
} {
  const ua = userAgent;
  const browser =
    (/Edg\//.test(ua) && 'Edge') ||
    (/OPR\//.test(ua) && 'Opera') ||
    (/Firefox\//.test(ua) && 'Firefox') ||
    ((/Chrome\//.test(ua) || /Chromium\//.test(ua)) && 'Chrome') ||
    (/Safari\//.test(ua) && 'Safari') ||
    '';
  const os =
    (/iPhone|iPad|iPod/.test(ua) && 'iOS') ||
    (/Android/.test(ua) && 'Android') ||
    (/Windows/.test(ua) && 'Windows') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    '';
  return { browser, os, isMobile: /Mobile|Android|iPhone/.test(ua) };
}
