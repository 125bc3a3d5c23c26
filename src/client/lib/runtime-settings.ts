/** Settings the server writes into index.html's meta tags at serve time. */
function meta(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export const runtimeSettings = {
  get contactEmail(): string | undefined {
    const value = meta('c2c:contact-email');
    return value && !value.startsWith('__') ? value : undefined;
  },
};
