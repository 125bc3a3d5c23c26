/** Where the server writes the contact address into the HTML it serves (its meta tag and more). */
const CONTACT_EMAIL_PLACEHOLDER = '__CONTACT_EMAIL__';

/** Settings the server writes into index.html's meta tags at serve time. */
function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export const runtimeSettings = {
  get contactEmail(): string | undefined {
    // Pre-rendering at build time (ADR 015): the placeholder, which the server fills in as it
    // does the meta tag, so the page is hydrated with the same address it was served with.
    if (typeof document === 'undefined') return CONTACT_EMAIL_PLACEHOLDER;
    const value = meta('c2c:contact-email');
    return value && !value.startsWith('__') ? value : undefined;
  },
};
