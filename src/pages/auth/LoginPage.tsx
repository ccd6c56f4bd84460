import { useMemo, useState, type ComponentType } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { authProvider, safeRedirect, type LoginParams } from '../../providers/authProvider';
import { getToken } from '../../providers/session';
import { LiteAuthCard } from './lite/LiteAuthCard';
import { LiteAlert, LiteLink, LitePasswordField, LiteSubmitButton, LiteTextField } from './lite/LiteFields';
import { useAuthForm } from './useAuthForm';
import { emailOrNim, required } from './validation';

// The request for a new confirmation link is MUI: loaded only when the server refuses an
// unconfirmed account (403), so the sign-in page's first download stays without MUI.
let ResendInFrame: ComponentType<{ initialEmail: string }> | undefined;
const loadResend = () =>
  import('./lite/ResendInFrame').then((module) => {
    ResendInFrame = module.default;
  });

/**
 * /auth/login: sign in with e-mail or NIM; afterwards back to `?redirect=` (same-origin paths only).
 * The first page most visitors open, so it is drawn without MUI (src/pages/auth/lite/).
 */
export function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Not react-admin's useLogin: it needs the admin app's contexts, and this page also runs in the
  // light shell (src/PublicApp.tsx); the admin app reads the session afresh when it mounts.
  const login = async (params: LoginParams, to: string) => {
    await authProvider.login(params);
    navigate(to);
  };
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [refused, setRefused] = useState(false);
  const checks = useMemo(() => ({ login: emailOrNim, password: required }), []);
  const form = useAuthForm({
    initial: { login: '', password: '' },
    checks,
    onSubmit: async (values) => {
      setRefused(false);
      try {
        await login({ login: values.login, password: values.password }, target);
      } catch (error) {
        // 403: right password, but the account may not be confirmed yet: offer a new link
        // (its chunk fetched first, so it shows together with the server's message).
        if ((error as { status?: number } | null)?.status === 403) {
          await loadResend().catch(() => undefined);
          setRefused(true);
        }
        throw error;
      }
    },
  });

  if (getToken() && !form.busy) return <Navigate to={target} replace />;

  return (
    <LiteAuthCard
      title="app.auth.login.title"
      subtitle={translate('app.auth.login.subtitle')}
      footer={
        <>
          <LiteLink to="/auth/forgot-password">{translate('app.auth.login.forgot')}</LiteLink>
          <p>
            {translate('app.auth.login.no_account')}{' '}
            <LiteLink to="/auth/register">{translate('app.auth.login.register')}</LiteLink>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={translate('app.auth.login.title')}>
        <LiteAlert alert={form.alert} />
        <LiteTextField
          {...form.field('login')}
          label="app.auth.fields.login"
          autoComplete="username"
          autoFocus
          required
          maxLength={254}
          autoCapitalize="none"
          spellCheck={false}
        />
        <LitePasswordField
          {...form.field('password')}
          label="app.auth.fields.password"
          autoComplete="current-password"
          required
        />
        <LiteSubmitButton busy={form.busy} label="app.auth.login.submit" />
      </form>
      {refused && ResendInFrame ? (
        <ResendInFrame initialEmail={form.values.login.includes('@') ? form.values.login.trim() : ''} />
      ) : null}
    </LiteAuthCard>
  );
}
