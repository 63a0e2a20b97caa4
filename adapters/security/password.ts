import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Effect } from "effect";
import type { PasswordHasher } from "../../core/ports/password-hasher.port";
import type { ScryptTask } from "./scrypt-threads";

export type ScryptParams = Readonly<{ N: number; r: number; p: number }>;

/**
 * OWASP's scrypt setting of equal strength to N=2^17, r=8, p=1 with a quarter of the memory (32 MiB per hash):
 * N=2^15, r=8, p=3.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Bounds on parameters read back from a stored hash, so a damaged row cannot make a call run for minutes. */
const MAX = { N: 2 ** 20, r: 32, p: 16 } as const;
const FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Runs one scrypt derivation: by default on libuv's pool; the server passes its low-priority threads. */
export type DeriveKey = (task: ScryptTask) => Promise<Buffer>;

const onLibuvPool: DeriveKey = ({ password, salt, length, params }) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, length, params, (error, key) => (error ? reject(error) : resolve(key)));
  });

const task = (password: string, salt: Buffer, params: ScryptParams, length: number): ScryptTask => ({
  password: password.normalize("NFC"),
  salt,
  length,
  params: { ...params, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 },
});

type Parsed = Readonly<{ params: ScryptParams; salt: Buffer; key: Buffer }>;

const parse = (hash: string): Parsed | null => {
  const match = FORMAT.exec(hash);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX.N || r < 1 || r > MAX.r || p < 1 || p > MAX.p) return null;
  const salt = Buffer.from(match[4] ?? "", "base64url");
  const key = Buffer.from(match[5] ?? "", "base64url");
  if (salt.length < SALT_LENGTH || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
};

const format = (params: ScryptParams, salt: Buffer, key: Buffer): string =>
  `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;

/**
 * Passwords hashed with node:crypto scrypt, a random 128-bit salt per hash, the parameters stored in the hash
 * string ("scrypt$N=32768,r=8,p=3$salt$key") so they can be raised later without breaking old hashes, and a
 * constant-time comparison. Passwords are NFC-normalised first, so the same visible password always matches.
 * It never answers busy: bounding concurrent hashes is the gate's work (hash-gate.ts). `deriveKey` says where the
 * work runs (the server uses low-priority threads, scrypt-threads.ts).
 */
export function scryptPasswordHasher(
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
  deriveKey: DeriveKey = onLibuvPool,
): PasswordHasher {
  const derive = (password: string, salt: Buffer, using: ScryptParams, length: number) =>
    deriveKey(task(password, salt, using, length));
  let dummy: Promise<string> | null = null;
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_LENGTH);
    return format(params, salt, await derive(password, salt, params, KEY_LENGTH));
  };
  const verify = async (password: string, stored: string | null) => {
    if (stored === null) {
      // Spend the same work as a real check, then refuse.
      dummy ??= hash(randomBytes(16).toString("hex"));
      const parsed = parse(await dummy);
      if (parsed) await derive(password, parsed.salt, parsed.params, parsed.key.length);
      return false;
    }
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  };
  return {
    hash: (password) => Effect.promise(() => hash(password)),
    verify: (password, stored) => Effect.promise(() => verify(password, stored)),
  };
}
