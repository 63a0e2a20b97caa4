/** A visit session id as the server issues them: 16 to 128 URL-safe characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,128}$/;

export const isSessionId = (value: string): boolean => SESSION_ID.test(value);
