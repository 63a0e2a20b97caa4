/** The largest id a stored record can have (a PostgreSQL integer, ADR 030). */
export const MAX_RECORD_ID = 2_147_483_647;

/** Whether a path segment names a stored record by id: 1..MAX_RECORD_ID written in digits, no leading zero. */
export const isRecordIdSegment = (segment: string): boolean =>
  /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= MAX_RECORD_ID;
