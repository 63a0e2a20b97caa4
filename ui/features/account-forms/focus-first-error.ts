/** Moves the focus to the first field the server refused, so a keyboard or screen-reader user lands on it. */
export const focusFirstError = (form: HTMLFormElement | null): void => {
  const invalid = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
  invalid?.focus();
};
