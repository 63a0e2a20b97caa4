const HTTPS_URL = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/;

/** The text when it is an absolute https URL with a plain host (no credentials, no spaces), else null. */
export const httpsUrl = (text: string | undefined): string | null =>
  text !== undefined && HTTPS_URL.test(text) ? text : null;
