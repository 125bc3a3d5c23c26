import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
// DejaVu covers the names teachers actually have (é, ñ, ş, ễ, Cyrillic, Greek); the PDF standard
// fonts stop at Latin-1. Read once (about 2 MB), not from disk for every document.
const font = (file: string) => readFileSync(path.join(FONT_DIR, file));

export const PDF_FONTS = {
  body: font('DejaVuSans.ttf'),
  bold: font('DejaVuSans-Bold.ttf'),
  italic: font('DejaVuSans-Oblique.ttf'),
};
