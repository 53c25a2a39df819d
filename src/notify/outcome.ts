/**
 * What one send ends with. Outcomes are values: the otp worker turns `retry: true` into a thrown
 * error (BullMQ retries with back-off) and `retry: false` into an UnrecoverableError.
 */
export type SendOutcome =
  | { ok: true; /** The provider's id for the message, when it gives one. */ providerMessageId: string | null }
  | {
      ok: false;
      /** A timeout, a connection error, a 5xx or a 429 may pass; a refusal will not. */
      retry: boolean;
      error: string;
      /**
       * The server answered with a refusal (an SMTP 4xx/5xx reply), so it did not take the message. Unset:
       * the outcome is unknown (a timeout or a dropped connection may come after the server took it).
       */
      refusedByServer?: boolean;
    };
