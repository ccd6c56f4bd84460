/** Throttling limits of the sign-in flows (config.authLimits overrides any of them; tests lower them). */
export interface AuthLimits {
  /**
   * Sign-in attempts per account (the e-mail/NIM typed), from every address together, before the
   * account is locked (with back-off); also what stops guessing spread over many addresses.
   */
  loginPerAccount: number;
  /**
   * Sign-in attempts per account from one client address before the account is locked for that
   * address only (with back-off): the owner elsewhere can still sign in. Also the limit of wrong
   * current passwords on change-password, per user.
   */
  loginPerAccountAddress: number;
  /** Failed sign-ins per client address (any accounts) per window. */
  loginPerIp: number;
  /** The window the attempts above are counted in. */
  loginWindowSeconds: number;
  /** First lock of an account; each further lock within a day lasts twice as long ... */
  loginLockSeconds: number;
  /** ... up to this. A successful password reset ends every lock of the account. */
  loginLockMaxSeconds: number;
  /** Registrations, forgot-password and resend requests per client address per window. */
  mailPerIp: number;
  /** The same, per e-mail address. */
  mailPerEmail: number;
  mailWindowSeconds: number;
  /**
   * Forgot-password and resend-verification answer no sooner than this after the request arrived,
   * whether or not the address has an account (the mail is sent after the answer), so their timing
   * tells nothing.
   */
  forgotMinMs: number;
  /**
   * Registration answers no sooner than this after the request arrived, whatever the outcome (account
   * created, e-mail or NIM already registered: the mail tells which), so its timing tells nothing.
   */
  registerMinMs: number;
  /**
   * Self-service requests of one signed-in user (sessions list and sign-outs, e-mail change) per
   * sign-in window.
   */
  selfServicePerUser: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerAccount: 20,
  loginPerAccountAddress: 5,
  loginPerIp: 30,
  loginWindowSeconds: 15 * 60,
  loginLockSeconds: 60,
  loginLockMaxSeconds: 60 * 60,
  mailPerIp: 5,
  mailPerEmail: 3,
  mailWindowSeconds: 60 * 60,
  forgotMinMs: 250,
  registerMinMs: 400,
  selfServicePerUser: 60,
};

export function authLimits(overrides?: Partial<AuthLimits>): AuthLimits {
  return { ...DEFAULT_AUTH_LIMITS, ...overrides };
}
