/** Throttling limits of the sign-in flows (config.authLimits overrides any of them; tests lower them). */
export interface AuthLimits {
  /** Failed logins per account (e-mail/NIM typed) per window. */
  loginPerAccount: number;
  /** Failed logins per client address per window. */
  loginPerIp: number;
  loginWindowSeconds: number;
  /** Registrations, forgot-password and resend requests per client address per window. */
  mailPerIp: number;
  /** The same, per e-mail address. */
  mailPerEmail: number;
  mailWindowSeconds: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginPerAccount: 10,
  loginPerIp: 30,
  loginWindowSeconds: 15 * 60,
  mailPerIp: 5,
  mailPerEmail: 3,
  mailWindowSeconds: 60 * 60,
};

export function authLimits(overrides?: Partial<AuthLimits>): AuthLimits {
  return { ...DEFAULT_AUTH_LIMITS, ...overrides };
}
