// Checks that every generated DOCX/PDF carries real, extractable text (not an image) by
// extracting it with mammoth / pdfjs-dist and printing the first characters.
// Usage: node eval/build/check-text.mjs [id ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const labels = JSON.parse(fs.readFileSync(path.join(root, 'labels.json'), 'utf8'));
const only = new Set(process.argv.slice(2));
for (const l of labels) {
  if (only.size && !only.has(l.id)) continue;
  const buf = fs.readFileSync(path.join(root, l.file));
  let text = '';
  if (l.file.endsWith('.docx')) text = (await mammoth.extractRawText({ buffer: buf })).value;
  else if (l.file.endsWith('.pdf')) {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(buf), verbosity: 0 }).promise;
    for (let p = 1; p <= doc.numPages; p++) {
      const c = await (await doc.getPage(p)).getTextContent();
      text += c.items.map((i) => i.str + (i.hasEOL ? '\n' : ' ')).join('') + '\n';
    }
  } else continue;
  const words = text.split(/\s+/).filter(Boolean).length;
  console.log(`${l.id} ${l.form} words=${words} :: ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
  if (words < 80) console.log(`  !! ${l.id} has little text`);
}
