/** Reads a cookie of the current document; undefined when absent or empty. */
export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length)) || undefined;
  }
  return undefined;
}

/**
 * The attributes of the session cookies: path "/", SameSite=Lax, and Secure when the app is served over https (the
 * server's PUBLIC_URL), so a token never travels over plain http. The app reads the token cookie itself (SPEC
 * section 9), so it cannot be HttpOnly: README, "Sessions".
 */
export function cookieAttributes(protocol: string): string {
  return `Path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

/** Sets a cookie on path "/" that lasts the given number of days. */
export function setCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; ${cookieAttributes(location.protocol)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; ${cookieAttributes(location.protocol)}`;
}
