/**
 * The mails' texts in English: the reference every language follows (domain/i18n/mail.ts).
 * `%{name}` inserts a parameter; `%{smart_count}` may give plural forms separated by `||||`. Links
 * are never inside a sentence: each `links` text is a label the URL follows on its own line.
 */
export const en = {
  verification: {
    subject: 'Verify your Wisuda e-mail',
    greeting: 'Hello,',
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
    greeting: 'Hello,',
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
  emailChangeRequested: {
    subject: 'Your Wisuda e-mail address is about to change',
    greeting: 'Hello %{name},',
    lines: [
      'Someone signed in to your Wisuda account asked to change its e-mail address to %{email}. The change happens only when the link sent to that address is opened.',
      'If it was you, there is nothing to do here. If it was not you, cancel the change with the button below: every session of your account is signed out. Then choose a new password, because whoever asked knows your current one.',
    ],
    action: 'Cancel the change',
    links: ['Choose a new password:'],
  },
  emailInUse: {
    subject: 'Someone tried to use your e-mail address on Wisuda',
    greeting: 'Hello %{name},',
    lines: [
      'Someone asked for another Wisuda account to use this e-mail address. It already belongs to your account, so nothing was changed.',
    ],
    links: ['Sign in:'],
    footer: 'If you know nothing about this, ignore this e-mail; your account is unchanged.',
  },
  claimInvitation: {
    subject: 'Your Wisuda student account',
    greeting: 'Hello %{name},',
    lines: [
      'Someone registered with Wisuda with the NIM %{nim}. Your university holds this e-mail address for that student record, so its account is opened only from here.',
      'If it was you, open the link below to choose your password; then sign in with this e-mail address or your NIM. The link is valid for %{smart_count} day and works once. |||| If it was you, open the link below to choose your password; then sign in with this e-mail address or your NIM. The link is valid for %{smart_count} days and works once.',
    ],
    action: 'Choose a password',
    links: ['Link expired? Ask for a new one here:'],
    footer: 'If it was not you, ignore this e-mail: nobody can use the account without this link.',
  },
  claimMailedToRecord: {
    subject: 'Wisuda registration: check the e-mail address your university holds',
    greeting: 'Hello,',
    lines: [
      'The NIM %{nim} is already on file at your university, with another e-mail address. So that only the student opens its account, the link to choose a password went to that address.',
      "Open the link from that mailbox. If you no longer use that address, ask your university's administrator to correct it and send you an invitation.",
    ],
    footer: 'If you did not register, ignore this e-mail.',
  },
  claimNeedsUniversity: {
    subject: 'Wisuda registration: ask your university for an invitation',
    greeting: 'Hello,',
    lines: [
      'The NIM %{nim} is already on file at your university, but no e-mail address there can confirm that it is yours, so no account was opened.',
      "Ask your university's administrator to add your e-mail address to your record and send you an invitation.",
    ],
    footer: 'If you did not register, ignore this e-mail.',
  },
  planQuotaWarning: {
    subject: 'Wisuda: %{pt} has used %{percent}% of its %{quota}',
    greeting: 'Hello %{name},',
    lines: [
      '%{pt} has used %{used} of the %{allowed} %{quota} its %{plan} plan allows (%{percent}%).',
      'When the limit is reached, nothing more of this kind can be added. Remove what is no longer needed, or ask for a larger plan.',
    ],
  },
  planQuotaFull: {
    subject: 'Wisuda: %{pt} has reached its limit of %{quota}',
    greeting: 'Hello %{name},',
    lines: [
      '%{pt} has used all %{allowed} %{quota} its %{plan} plan allows (%{used} used).',
      'Nothing more of this kind can be added until something is removed or the plan is changed. Ask for a larger plan to continue.',
    ],
  },
} as const;
