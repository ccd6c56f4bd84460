import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';
import { ACCOUNT_PATHS as P } from './accountPath';

// Each account page is its own chunk (lazy screens, docs/product.md#failures; the sign-in page loads only its own).
const LoginPage = lazyScreen(() => import('./auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyScreen(() => import('./auth/RegisterPage'), 'RegisterPage');
const RegisterSuccessPage = lazyScreen(() => import('./auth/RegisterSuccessPage'), 'RegisterSuccessPage');
const VerifyEmailPage = lazyScreen(() => import('./auth/VerifyEmailPage'), 'VerifyEmailPage');
const ConfirmEmailPage = lazyScreen(() => import('./auth/ConfirmEmailPage'), 'ConfirmEmailPage');
const CancelEmailPage = lazyScreen(() => import('./auth/CancelEmailPage'), 'CancelEmailPage');
const ForgotPasswordPage = lazyScreen(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const PasswordResetPage = lazyScreen(() => import('./auth/PasswordResetPage'), 'PasswordResetPage');
const PasswordResetSuccessPage = lazyScreen(
  () => import('./auth/PasswordResetSuccessPage'),
  'PasswordResetSuccessPage',
);

/**
 * The account pages of docs/product.md#routes (sign in, register, verify, forgot and reset password): public, no
 * main layout; in the light shell (src/PublicApp.tsx) the sign-in page is rendered without MUI, the
 * others inside src/pages/PublicMuiPages.tsx.
 */
export const accountRoutes = [
  <Route key="login" path={P.login} element={<LoginPage />} />,
  <Route key="register" path={P.register} element={<RegisterPage />} />,
  <Route key="register-success" path={P.registerSuccess} element={<RegisterSuccessPage />} />,
  <Route key="verify" path={P.verifyEmail} element={<VerifyEmailPage />} />,
  <Route key="confirm-email" path={P.confirmEmail} element={<ConfirmEmailPage />} />,
  <Route key="cancel-email" path={P.cancelEmail} element={<CancelEmailPage />} />,
  <Route key="forgot" path={P.forgotPassword} element={<ForgotPasswordPage />} />,
  // The static success path is matched before the token pattern by react-router's ranking.
  <Route key="reset-success" path={P.passwordResetSuccess} element={<PasswordResetSuccessPage />} />,
  <Route key="reset" path={P.passwordReset} element={<PasswordResetPage />} />,
];
