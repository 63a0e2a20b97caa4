/** Cookies as a browser would keep them for one host (names only; paths and expiry are not needed here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const follow = async (url: string, jar: CookieJar, init: RequestInit = {}): Promise<Response> => {
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.take(response);
  return response;
};

const locationOf = (response: Response, base: string): string => {
  const location = response.headers.get("location");
  if (location === null) throw new Error(`Expected a redirect from the peer, got HTTP ${response.status}`);
  return new URL(location, base).toString();
};

/**
 * Signs in at the OAuth peer as a person would in a browser, without one: opens the authorization address, posts
 * the peer's login form with `login`, follows the peer's redirects and answers the address it finally sends the
 * browser to (this site's callback with the code and state).
 */
export async function loginAtPeer(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await follow(url, jar);
    if (response.status === 200 && new URL(url).pathname.startsWith("/interaction/")) {
      const posted = await follow(url, jar, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
      });
      url = locationOf(posted, url);
      continue;
    }
    const next = locationOf(response, url);
    if (!next.startsWith(new URL(authorizationUrl).origin)) return next;
    url = next;
  }
  throw new Error("The OAuth peer did not send the browser back within 10 redirects");
}
