/** One changed field of an audited object, its values as text (null: the field was not there). */
export type AuditChange = Readonly<{ field: string; before: string | null; after: string | null }>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored value as a person reads it: text as is, null (none) as blank, anything else as compact JSON; absent as null. */
export const auditValueText = (value: unknown): string | null =>
  value === undefined ? null : value === null ? "" : typeof value === "string" ? value : JSON.stringify(value);

/**
 * What an audited action changed (ADR 058): for two objects, each field whose value differs, in the order the
 * fields first appear (before's, then after's new ones); for anything else, one change of the whole value under the
 * field "" when it differs. An object that did not exist (null) reads as having no fields.
 */
export const auditChanges = (before: unknown, after: unknown): readonly AuditChange[] => {
  const from = before === null ? {} : before;
  const to = after === null ? {} : after;
  if (isRecord(from) && isRecord(to)) {
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields.flatMap((field) => {
      const was = auditValueText(from[field]);
      const is = auditValueText(to[field]);
      return was === is ? [] : [{ field, before: was, after: is }];
    });
  }
  const was = auditValueText(before);
  const is = auditValueText(after);
  return was === is ? [] : [{ field: "", before: was, after: is }];
};
