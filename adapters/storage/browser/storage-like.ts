/** The part of the Web Storage API the session store uses: `localStorage` in the browser, memory elsewhere. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
