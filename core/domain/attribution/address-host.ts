const HOST_PATTERN = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([^:/?#]*)/i;

/**
 * The host of an absolute (or protocol-relative) address: lower case, without port, trailing dot or a leading
 * "www.", so that "https://WWW.Example.ru:443/" and "//example.ru" name the same site. Null when there is none.
 */
export const addressHost = (address: string | null | undefined): string | null => {
  const host = HOST_PATTERN.exec(address?.trim() ?? "")?.[1]
    ?.toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return host === undefined || host === "" ? null : host;
};
