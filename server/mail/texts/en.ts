/**
 * The mails' texts in English: the reference every language follows (server/mail/texts/index.ts).
 * `%{name}` inserts a parameter; `%{smart_count}` may give plural forms separated by `||||`. Links
 * are never inside a sentence: each `links` text is a label the URL follows on its own line.
 */
export const en = {
  verification: {
    subject: 'Verify your Wisuda e-mail',
    greeting: 'Hello %{name},',
    lines: [
      'Thank you for registering with Wisuda. Open the link below to verify your e-mail address.',
      'The link is valid for 24 hours and works once.',
    ],
    action: 'Verify e-mail',
    footer: 'If you did not register, ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your Wisuda password',
    greeting: 'Hello %{name},',
    lines: [
      'We received a request to reset the password of your account.',
      'The link is valid for 1 hour and works once. All your sessions will be signed out.',
    ],
    action: 'Reset password',
    footer: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  alreadyRegistered: {
    subject: 'Wisuda registration attempt',
    greeting: 'Hello %{name},',
    lines: [
      'Someone tried to register with Wisuda using this e-mail address, but it already has an account.',
    ],
    links: ['Sign in:', 'Forgot your password? Reset it here:'],
    footer: 'If this was not you, ignore this e-mail; your account is unchanged.',
  },
  invitation: {
    subject: 'Your Wisuda account',
    greeting: 'Hello %{name},',
    lines: [
      'A Wisuda account was created for you. Open the link below to choose your password; then sign in with this e-mail address or your NIM.',
      'The link is valid for %{smart_count} day and works once. |||| The link is valid for %{smart_count} days and works once.',
    ],
    action: 'Choose a password',
    links: ['Link expired? Ask for a new one here:'],
    footer: 'If you do not know Wisuda, ignore this e-mail.',
  },
  emailChange: {
    subject: 'Confirm your new Wisuda e-mail',
    greeting: 'Hello %{name},',
    lines: [
      'You asked for your Wisuda account to use this e-mail address. Open the link below to confirm it.',
      'The link is valid for 24 hours and works once. Until then the old address stays in use.',
    ],
    action: 'Confirm the new address',
    footer: 'If you did not ask for this, ignore this e-mail; nothing changes.',
  },
  emailChanged: {
    subject: 'Your Wisuda e-mail was changed',
    greeting: 'Hello %{name},',
    lines: [
      'Your Wisuda account now uses the address %{email}; this address no longer signs in.',
      'If you did not change it, contact the administrator at once.',
    ],
    links: ['Need to sign in again? Reset the password here:'],
  },
  nimTaken: {
    subject: 'Wisuda registration not created',
    greeting: 'Hello %{name},',
    lines: [
      'The registration with NIM %{nim} was not created: this NIM already has an account at that university.',
      "If it is your account, sign in or reset the password with the links below. If it is not, contact your university's administrator.",
    ],
    links: ['Sign in:', 'Reset the password:'],
    footer: 'If you did not register, ignore this e-mail.',
  },
  approved: {
    subject: 'Your Wisuda account was approved',
    greeting: 'Hello %{name},',
    lines: [
      'An administrator approved your Wisuda account. You can now sign in with this e-mail address or your NIM.',
      'If you have not verified your e-mail address yet, first open the verification link we sent when you registered.',
    ],
    action: 'Sign in',
  },
  rejected: {
    subject: 'Your Wisuda registration was declined',
    greeting: 'Hello %{name},',
    lines: [
      'An administrator did not approve your Wisuda registration, so this account cannot sign in.',
      "If you think this is a mistake, contact your university's administrator.",
    ],
  },
} as const;
