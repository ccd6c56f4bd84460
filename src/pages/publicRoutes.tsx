import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';

// Each public page is its own chunk (spec §8 lazy screens; the sign-in page loads only its own).
const LoginPage = lazyScreen(() => import('./auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyScreen(() => import('./auth/RegisterPage'), 'RegisterPage');
const RegisterSuccessPage = lazyScreen(() => import('./auth/RegisterSuccessPage'), 'RegisterSuccessPage');
const VerifyEmailPage = lazyScreen(() => import('./auth/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyScreen(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const PasswordResetPage = lazyScreen(() => import('./auth/PasswordResetPage'), 'PasswordResetPage');
const PasswordResetSuccessPage = lazyScreen(
  () => import('./auth/PasswordResetSuccessPage'),
  'PasswordResetSuccessPage',
);
const ForbiddenPage = lazyScreen(() => import('./auth/ForbiddenPage'), 'ForbiddenPage');

/** The eight public routes of spec §2, rendered without the main layout. */
export const publicRoutes = [
  <Route key="login" path="/auth/login" element={<LoginPage />} />,
  <Route key="register" path="/auth/register" element={<RegisterPage />} />,
  <Route key="register-success" path="/auth/register/success" element={<RegisterSuccessPage />} />,
  <Route key="verify" path="/auth/verify-email/:id/:token" element={<VerifyEmailPage />} />,
  <Route key="forgot" path="/auth/forgot-password" element={<ForgotPasswordPage />} />,
  // The static success path is matched before the token pattern by react-router's ranking.
  <Route key="reset-success" path="/auth/password-reset/success" element={<PasswordResetSuccessPage />} />,
  <Route key="reset" path="/auth/password-reset/:token" element={<PasswordResetPage />} />,
  <Route key="forbidden" path="/error/forbidden" element={<ForbiddenPage />} />,
];
