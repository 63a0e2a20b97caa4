const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it: «850 КБ», «2,4 МБ» (at least 1 КБ). */
export const fileSizeText = (bytes: number): string =>
  bytes >= MB ? `${(bytes / MB).toFixed(1).replace(".", ",")} МБ` : `${Math.max(1, Math.round(bytes / KB))} КБ`;
