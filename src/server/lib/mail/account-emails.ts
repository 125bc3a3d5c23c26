import { compose } from './compose';
import type { MailMessage } from './mailer';

interface Person {
  email: string;
  firstName: string;
}

const hi = (person: Person) => (person.firstName ? `Hi ${person.firstName},` : 'Hi,');

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "3 days", "1 hour", "15 minutes". */
export function duration(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

export function verifyEmailMessage(
  person: Person,
  link: { url: string; ttlMinutes: number },
): MailMessage {
  return compose({
    to: person.email,
    subject: 'Confirm your email address',
    greeting: hi(person),
    paragraphs: [
      'Please confirm that this is your email address for Classroom to Career. Your account already works; confirming lets us reach you about it, for example if you ever need to reset your password.',
    ],
    action: { label: 'Confirm my email address', url: link.url },
    notes: [
      `The link works for ${duration(link.ttlMinutes)}. If it has expired, sign in and ask for a new one from your account page.`,
      'If you did not create an account, you can ignore this email.',
    ],
  });
}

/** To the new address: the link that moves her account there. */
export function emailChangeMessage(
  person: Person,
  link: { newEmail: string; url: string; ttlMinutes: number },
): MailMessage {
  return compose({
    to: link.newEmail,
    subject: 'Confirm your new email address',
    greeting: hi(person),
    paragraphs: [
      `You asked to sign in to Classroom to Career with ${link.newEmail} from now on. Open the link to confirm this address; until then, your account keeps the address it has.`,
    ],
    action: { label: 'Use this email address', url: link.url },
    notes: [
      `The link works once, for ${duration(link.ttlMinutes)}.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
  });
}

/** To the old address, once the change is done: the way back if it was not her. */
export function emailChangedMessage(
  person: Person,
  details: { newEmail: string; contactEmail: string },
): MailMessage {
  return compose({
    to: person.email,
    subject: 'Your sign-in email address was changed',
    greeting: hi(person),
    paragraphs: [
      `Your Classroom to Career account now signs in with ${details.newEmail}, and our emails go there. This address no longer reaches the account.`,
      'If this was you, there is nothing more to do.',
    ],
    action: {
      label: 'Not you? Write to us',
      url: `mailto:${details.contactEmail}?subject=${encodeURIComponent('My account email was changed without me')}`,
    },
    notes: [
      `Write to ${details.contactEmail} from this address and we will move the account back to it.`,
    ],
  });
}

export function passwordResetMessage(
  person: Person,
  link: { url: string; ttlMinutes: number },
): MailMessage {
  return compose({
    to: person.email,
    subject: 'Reset your Classroom to Career password',
    greeting: hi(person),
    paragraphs: ['Someone, hopefully you, asked to reset the password of your account.'],
    action: { label: 'Choose a new password', url: link.url },
    notes: [
      `The link works once, for ${duration(link.ttlMinutes)}. Choosing a new password signs you out on every device.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}

export function passwordChangedMessage(
  person: Person,
  details: { how: 'changed' | 'reset'; endedSessions: number; resetUrl: string },
): MailMessage {
  const signedOut =
    details.how === 'reset'
      ? 'Every device that was signed in has been signed out.'
      : details.endedSessions > 0
        ? `Your other ${details.endedSessions === 1 ? 'device was' : `${details.endedSessions} devices were`} signed out.`
        : null;
  return compose({
    to: person.email,
    subject: 'Your password was changed',
    greeting: hi(person),
    paragraphs: [
      `The password of your Classroom to Career account was ${details.how === 'reset' ? 'reset with a link we emailed you' : 'changed from your account page'}.`,
      ...(signedOut ? [signedOut] : []),
      'If this was you, there is nothing more to do.',
    ],
    action: { label: 'Not you? Reset your password', url: details.resetUrl },
    notes: ['Resetting it signs everyone out of your account, whoever changed it.'],
  });
}

export function accountLockedMessage(
  person: Person,
  details: { failures: number; lockMinutes: number; resetUrl: string },
): MailMessage {
  return compose({
    to: person.email,
    subject: 'Someone tried to sign in to your account',
    greeting: hi(person),
    paragraphs: [
      `Someone entered a wrong password for your Classroom to Career account ${details.failures} times, so sign-in from new browsers is paused for up to ${duration(details.lockMinutes)}.`,
      'Browsers you have signed in on before are not affected: you can still sign in from them as usual.',
      'Nobody got in. If it was you and you have forgotten your password, you can choose a new one:',
    ],
    action: { label: 'Reset my password', url: details.resetUrl },
    notes: [
      'If it was not you, your account is safe. To be sure, use a password you use nowhere else.',
      'We send this email at most once a day.',
    ],
  });
}
