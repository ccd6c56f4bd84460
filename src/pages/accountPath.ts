/** The account pages (sign in, register, password reset...) all live under this path. */
export const ACCOUNT_PATH_PREFIX = '/auth/';

/** The account pages' routes (src/pages/accountRoutes.tsx renders them). */
export const ACCOUNT_PATHS = {
  login: '/auth/login',
  register: '/auth/register',
  registerSuccess: '/auth/register/success',
  verifyEmail: '/auth/verify-email/:id/:token',
  confirmEmail: '/auth/confirm-email/:token',
  cancelEmail: '/auth/cancel-email/:token',
  forgotPassword: '/auth/forgot-password',
  passwordResetSuccess: '/auth/password-reset/success',
  passwordReset: '/auth/password-reset/:token',
} as const;

/** Whether the app starts on an account page: the light shell, and English without the declarations. */
export function isAccountPath(pathname: string): boolean {
  return pathname.startsWith(ACCOUNT_PATH_PREFIX);
}
