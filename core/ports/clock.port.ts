/** The current time. */
export interface Clock {
  /** The current instant. Synchronous, unlike the other ports: reading the clock cannot fail or wait. */
  now(): Date;
}
