import { promisify } from "node:util";
import {
  constants,
  crc32,
  deflateRaw as deflateRawCallback,
  deflateRawSync,
  gzip as gzipCallback,
  type ZlibOptions,
} from "node:zlib";
import type { StoredPage } from "../page-store";
import { cspNonce, nonceOfPolicy } from "./csp-nonce";

const deflateRaw = promisify(deflateRawCallback);

/** Parts below this size are compressed at once (a trip to zlib's thread pool costs more than they do). */
const SMALL_PART = 4096;
/** A small part refers back at most 4 KB (its dictionary is never longer), so zlib sets up a small window. */
const SMALL_WINDOW = { windowBits: 12, memLevel: 2 } as const;
const deflated = (part: Uint8Array, options: ZlibOptions): Promise<Buffer> =>
  part.byteLength < SMALL_PART
    ? Promise.resolve(deflateRawSync(part, { ...options, ...SMALL_WINDOW }))
    : deflateRaw(part, options);
const gzip = promisify(gzipCallback);

/**
 * A stored page is sent with a fresh nonce every time (docs/adr/071-content-security-policy.md). The page keeps the
 * nonce it was rendered with, a random value that never leaves the server (even the first answer is restamped), so
 * no text in the page can have guessed it; each answer replaces it, in the policy header and in the body, with a
 * new one of the same length. Its gzip form is built so that the nonce stays literal in it (stored blocks between
 * separately compressed parts): restamping overwrites those bytes and the gzip trailer's CRC, without compressing
 * again.
 */

const POLICY_HEADERS = ["content-security-policy", "content-security-policy-report-only"] as const;

/** The nonce a stored page was rendered with: the one its policy header names. */
export const storedNonce = (headers: Readonly<Record<string, string>>): string | null =>
  nonceOfPolicy(POLICY_HEADERS.map((name) => headers[name]).find((value) => value !== undefined));

/** Where `needle` starts in `haystack`, each occurrence once, left to right. */
const positions = (haystack: Uint8Array, needle: Uint8Array): number[] => {
  const found: number[] = [];
  const text = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength);
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.byteLength)) found.push(at);
  return found;
};

const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** The last deflate block: stored, final, empty. */
const FINAL_BLOCK = Uint8Array.of(1, 0, 0, 0xff, 0xff);

/** A non-final stored deflate block holding `data` as it is (the stream is byte-aligned after a sync flush). */
const storedBlock = (data: Uint8Array): Uint8Array => {
  const length = data.byteLength;
  const block = new Uint8Array(5 + length);
  block.set([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
  block.set(data, 5);
  return block;
};

const littleEndian32 = (value: number) => Uint8Array.of(value, value >>> 8, value >>> 16, value >>> 24);

/** Deflate's window: how far back a part may refer. */
const WINDOW = 32 * 1024;
/**
 * A short part (the preload links between nonces) is compressed against only the text just before it, as long as
 * itself and at least this much: as small as it gains as much, and cheap (a dictionary costs its whole length).
 */
const MIN_DICTIONARY = 2048;

/**
 * What precedes a part, as its preset dictionary: the page's text, with the nonces blanked to NUL bytes, which the
 * text never holds (checked), so no back-reference can reach into a nonce. The parts then compress almost as well
 * as the whole page in one piece.
 */
const dictionaryBefore = (body: Uint8Array, from: number, to: number, starts: readonly number[], length: number) => {
  const begin = Math.max(0, from - Math.min(WINDOW, Math.max(MIN_DICTIONARY, to - from)));
  const dictionary = new Uint8Array(body.subarray(begin, from));
  for (const start of starts) {
    if (start + length > begin && start < from) {
      dictionary.fill(0, Math.max(0, start - begin), Math.min(from, start + length) - begin);
    }
  }
  return dictionary;
};

/**
 * The gzip form of a page whose body carries `nonce`: each part between nonces is compressed on its own, and each
 * nonce is a stored block. Without a nonce, plain gzip.
 */
export async function gzipKeepingNonce(body: Uint8Array, nonce: string | null): Promise<Uint8Array<ArrayBuffer>> {
  if (nonce === null) return new Uint8Array(await gzip(body));
  const needle = Buffer.from(nonce);
  const starts = positions(body, needle);
  if (starts.length === 0) return new Uint8Array(await gzip(body));
  const textOnly = Buffer.from(body.buffer, body.byteOffset, body.byteLength).indexOf(0) === -1;
  const parts = await Promise.all(
    [0, ...starts.map((start) => start + needle.byteLength)].map((from, index) => {
      const to = starts[index] ?? body.byteLength;
      return deflated(body.subarray(from, to), {
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(textOnly && from > 0 ? { dictionary: dictionaryBefore(body, from, to, starts, needle.byteLength) } : {}),
      });
    }),
  );
  const pieces: Uint8Array[] = [GZIP_HEADER];
  parts.forEach((part, index) => {
    pieces.push(part);
    if (index < starts.length) pieces.push(storedBlock(needle));
  });
  pieces.push(FINAL_BLOCK, littleEndian32(crc32(body)), littleEndian32(body.byteLength));
  return new Uint8Array(Buffer.concat(pieces));
}

/** `bytes` with every occurrence of `from` overwritten by `to` (same length), as a copy; the count replaced. */
const overwritten = (bytes: Uint8Array<ArrayBuffer>, from: Uint8Array, to: Uint8Array) => {
  const starts = positions(bytes, from);
  const copy = new Uint8Array(bytes);
  for (const start of starts) copy.set(to, start);
  return { copy, count: starts.length };
};

/**
 * The page as one answer sends it, with `fresh` in place of its stored nonce: the body, or (when `zipped`) the gzip
 * form with its CRC made again over the restamped text. A gzip form that does not hold the nonce as often as the
 * body (never built that way) is dropped, so the body goes out instead.
 */
export function restamped(page: StoredPage, zipped: boolean, fresh: string = cspNonce()): StoredPage {
  const nonce = storedNonce(page.headers);
  if (nonce === null || nonce.length !== fresh.length) return page;
  const from = Buffer.from(nonce);
  const to = Buffer.from(fresh);
  const headers = Object.fromEntries(
    Object.entries(page.headers).map(([name, value]) => [name, value.replaceAll(nonce, fresh)]),
  );
  if (zipped && page.gzip !== null) {
    const body = overwritten(page.body, from, to);
    const gzipped = overwritten(page.gzip, from, to);
    if (gzipped.count === body.count && gzipped.copy.byteLength >= 8) {
      gzipped.copy.set(littleEndian32(crc32(body.copy)), gzipped.copy.byteLength - 8);
      return { ...page, headers, body: page.body, gzip: gzipped.copy };
    }
    return { ...page, headers, body: body.copy, gzip: null };
  }
  return { ...page, headers, body: overwritten(page.body, from, to).copy };
}
