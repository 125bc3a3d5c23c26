import { describe, expect, it } from 'vitest';
import { createSigner } from '@/server/lib/signed-token';

const OLD = 'the-key-we-used-until-the-rotation-0123456789';
const NEW = 'the-key-we-sign-with-from-now-on-9876543210';

describe('createSigner', () => {
  it('accepts its own signature and refuses another message or a changed signature', () => {
    const signer = createSigner([NEW]);
    const signature = signer.sign('hello');
    expect(signer.verify('hello', signature)).toBe(true);
    expect(signer.verify('hellO', signature)).toBe(false);
    expect(signer.verify('hello', signature.slice(0, -1))).toBe(false);
    expect(signer.verify('hello', '')).toBe(false);
    // A non-canonical spelling that decodes to the same bytes is not the signature.
    expect(signer.verify('hello', `${signature}=`)).toBe(false);
  });

  it('signs with the first key and still accepts what the previous keys signed', () => {
    const before = createSigner([OLD]).sign('u1.v3');
    const rotated = createSigner([NEW, OLD]);
    expect(rotated.verify('u1.v3', before)).toBe(true);
    expect(rotated.sign('u1.v3')).toBe(createSigner([NEW]).sign('u1.v3'));
    expect(rotated.sign('u1.v3')).not.toBe(before);
    // Once the old key is dropped, what it signed stops working.
    expect(createSigner([NEW]).verify('u1.v3', before)).toBe(false);
  });

  it('refuses to sign without a key, or with an empty one', () => {
    expect(() => createSigner([])).toThrow(/at least one non-empty key/);
    expect(() => createSigner([NEW, ''])).toThrow(/non-empty/);
  });
});
