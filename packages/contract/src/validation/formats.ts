const EMAIL_LOCAL_ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * A deliverable address: dot-atom local part (no leading, trailing or doubled dots) and a domain of
 * at least two labels whose last one is not all digits. Quoted local parts and IP-literal domains
 * are refused: no player registers with them, and mail providers refuse them too.
 */
export function isEmail(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  if (at < 1 || local.length > EMAIL_LOCAL_MAX_LENGTH) return false;
  if (!local.split('.').every((atom) => EMAIL_LOCAL_ATOM.test(atom))) return false;
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? '')) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label));
}

const URL_SHAPE =
  /^(?:https?|ftps?):\/\/(?:[^\s/?#@]+@)?(\[[^\]\s]+\]|[^\s/?#:[\]@]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i;

/** An absolute web address (http, https, ftp, ftps) with a valid host and port. */
export function isUrl(text: string): boolean {
  const match = URL_SHAPE.exec(text);
  if (!match) return false;
  const host = match[1];
  const port = match[2];
  if (port !== undefined && Number(port) > 65_535) return false;
  if (host.startsWith('[')) return isIpv6(host.slice(1, -1));
  if (/^[\d.]+$/.test(host)) return isIpv4(host);
  return host.split('.').every((label) => DOMAIN_LABEL.test(label));
}

const IPV4_OCTET = /^(?:0|[1-9]\d{0,2})$/;

/** Four decimal octets up to 255, without leading zeros (which some parsers read as octal). */
export function isIpv4(text: string): boolean {
  const octets = text.split('.');
  return (
    octets.length === 4 && octets.every((octet) => IPV4_OCTET.test(octet) && Number(octet) <= 255)
  );
}

/** Eight hexadecimal groups, one run of them shortened to '::', the last two maybe an IPv4. */
export function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  if (halves.length === 1) return countIpv6Groups(text, true) === 8;
  const head = countIpv6Groups(halves[0], false);
  const tail = countIpv6Groups(halves[1], true);
  return head !== null && tail !== null && head + tail <= 7;
}

function countIpv6Groups(part: string, mayEndInIpv4: boolean): number | null {
  if (part === '') return 0;
  const groups = part.split(':');
  let count = 0;
  for (const [index, group] of groups.entries()) {
    const isIpv4Tail = mayEndInIpv4 && index === groups.length - 1 && group.includes('.');
    if (isIpv4Tail && isIpv4(group)) count += 2;
    else if (/^[\da-f]{1,4}$/i.test(group)) count += 1;
    else return null;
  }
  return count;
}

export function isIpAddress(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}

const MAC_SEPARATED = /^[\da-f]{2}([-:])[\da-f]{2}(?:\1[\da-f]{2}){4}$/i;
const MAC_DOTTED = /^[\da-f]{4}\.[\da-f]{4}\.[\da-f]{4}$/i;

/** 48-bit MAC in the three usual spellings: 01-23-45-67-89-ab, 01:23:45:67:89:ab, 0123.4567.89ab. */
export function isMacAddress(text: string): boolean {
  return MAC_SEPARATED.test(text) || MAC_DOTTED.test(text);
}
