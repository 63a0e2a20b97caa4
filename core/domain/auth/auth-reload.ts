/** The page reloads when the store said logged in and then no longer does. */
export const shouldReloadOnAuthChange = (previouslyLoggedIn: boolean, nowLoggedIn: boolean): boolean =>
  previouslyLoggedIn && !nowLoggedIn;
