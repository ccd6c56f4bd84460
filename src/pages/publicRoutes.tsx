import { Route } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { RegisterSuccessPage } from './auth/RegisterSuccessPage';
import { VerifyEmailPage } from './auth/VerifyEmailPage';
import { ForgotPasswordPage } from './auth/ForgotPasswordPage';
import { PasswordResetPage } from './auth/PasswordResetPage';
import { PasswordResetSuccessPage } from './auth/PasswordResetSuccessPage';
import { ForbiddenPage } from './auth/ForbiddenPage';

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
