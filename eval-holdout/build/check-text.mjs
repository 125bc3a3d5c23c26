// Extracts the text of every DOCX (mammoth) and PDF (pdfjs-dist) in eval-holdout/resumes and
// prints the start and the word count, to show each holds real text. Does not call the app.
//   node eval-holdout/build/check-text.mjs [id…] [--full]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const full = args.includes('--full');
const only = new Set(args.filter((a) => !a.startsWith('--')));

async function pdfText(buf) {
  const pdf = await getDocument({ data: new Uint8Array(buf), verbosity: 0 }).promise;
  const pages = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => it.str + (it.hasEOL ? '\n' : '')).join(''));
  }
  return { text: pages.join('\n'), pages: pdf.numPages };
}

for (const f of readdirSync(join(root, 'resumes')).sort()) {
  const id = f.split('.')[0];
  if (only.size && !only.has(id)) continue;
  const buf = readFileSync(join(root, 'resumes', f));
  let text;
  let pages = '';
  if (f.endsWith('.docx')) text = (await mammoth.extractRawText({ buffer: buf })).value;
  else if (f.endsWith('.pdf')) {
    const r = await pdfText(buf);
    text = r.text;
    pages = ` ${r.pages}p`;
  } else continue;
  const words = text.split(/\s+/).filter(Boolean).length;
  const start = text.replace(/\s+/g, ' ').trim().slice(0, 90);
  console.log(`${f.padEnd(10)} ${String(words).padStart(5)} words${pages}  ${start}`);
  if (full) console.log(text + '\n' + '-'.repeat(60));
}
