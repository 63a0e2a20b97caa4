/**
 * The walk every request body (and path and query object) takes before its schema reads it (validate.ts,
 * docs/adr/072-hostile-input-repeated-leads-and-own-visits.md). Iterative, so no nesting overflows the stack, and
 * bounded: it never goes below `maxDepth`. It refuses what the database or the schema walk could not take: nesting
 * deeper than the bound, a NUL (PostgreSQL text cannot hold U+0000) and a lone UTF-16 surrogate (jsonb and text
 * refuse it), in a value or in a key.
 */

/** Deeper than any form or call of the API needs (the deepest, calc and utm, are 2). */
export const MAX_INPUT_DEPTH = 32;

export type InputFault = Readonly<{ kind: "deep" | "nul" | "surrogate"; path: string }>;

type Frame = Readonly<{ value: unknown; depth: number; key: string; parent: Frame | null }>;

/** A plain object (of JSON.parse, Object.fromEntries or a null prototype); files and other class instances are not. */
const isRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The children of an array or a plain object as [key, value] pairs; nothing for anything else. */
const childrenOf = (value: unknown): readonly (readonly [string, unknown])[] | null => {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item] as const);
  return isRecord(value) ? Object.entries(value) : null;
};

/** Whether a text holds a surrogate without its partner (`String.prototype.isWellFormed`, Node 20). */
export const hasLoneSurrogate = (text: string): boolean =>
  !(text as string & { isWellFormed(): boolean }).isWellFormed();

const textFault = (text: string): InputFault["kind"] | null => {
  if (text.includes("\u0000")) return "nul";
  return hasLoneSurrogate(text) ? "surrogate" : null;
};

const textOf = (value: unknown): InputFault["kind"] | null => (typeof value === "string" ? textFault(value) : null);

const pathOf = (frame: Frame): string => {
  const keys: string[] = [];
  for (let at: Frame | null = frame; at !== null && at.parent !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".") || "_";
};

/**
 * Nesting levels of a value: a scalar is 0, an array or object is one more than its deepest child (so `[]` is 1).
 */
export function inputDepth(value: unknown): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const children = childrenOf(frame.value);
    if (children === null) continue;
    deepest = Math.max(deepest, frame.depth + 1);
    for (const [, child] of children) stack.push({ value: child, depth: frame.depth + 1 });
  }
  return deepest;
}

/**
 * The first fault of a value in document order (a key before its value), with the dotted path of the text (a faulty
 * key's path ends with the key) or, for nesting, "_" (the body as a whole); null when the value is fine.
 */
export function inputFault(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputFault | null {
  const stack: Frame[] = [{ value, depth: 0, key: "", parent: null }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const kind = (frame.parent === null ? null : textFault(frame.key)) ?? textOf(frame.value);
    if (kind !== null) return { kind, path: pathOf(frame) };
    const children = childrenOf(frame.value);
    if (children === null) continue;
    if (frame.depth + 1 > maxDepth) return { kind: "deep", path: "_" };
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, child] = children[index] ?? ["", null];
      stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
    }
  }
  return null;
}

/**
 * Nesting levels of a JSON text, read without parsing it (brackets outside strings), so a body nested millions deep
 * is refused before JSON.parse builds it: equals `inputDepth(JSON.parse(text))` for a valid text.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
}

/**
 * A stand-in for a body nested past the bound: an object (so readers that want one keep it) one level deeper than
 * `maxDepth`, so the walk refuses it.
 */
export const tooDeepValue = (maxDepth = MAX_INPUT_DEPTH): Record<string, unknown> => {
  let value: unknown = [];
  for (let level = 2; level <= maxDepth; level++) value = [value];
  return { _: value };
};
