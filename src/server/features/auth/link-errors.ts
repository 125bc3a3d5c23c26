import { badRequest, type HttpError } from '../../lib/http-errors';

/** A link that cannot be used, answered with what to do about it (400, never a 500). */
export function linkError(
  status: 'invalid' | 'expired' | 'used',
  what: 'verify' | 'reset' | 'change-email',
): HttpError {
  const again =
    what === 'reset'
      ? 'Request a new one from the sign-in page (Forgot your password?).'
      : what === 'change-email'
        ? 'Ask for a new one under Your email address on your account page.'
        : 'Request a new one from your account page.';
  switch (status) {
    case 'expired':
      return badRequest(`This link has expired. ${again}`, 'LINK_EXPIRED');
    case 'used':
      return badRequest(`This link has already been used. ${again}`, 'LINK_USED');
    case 'invalid':
      return badRequest(
        `This link is not valid. Check that you opened the whole link from the email, or request a new one.`,
        'LINK_INVALID',
      );
  }
}
