// Regenerates eval/resumes/* and eval/labels.json from eval/sources/*.txt.
// Usage: node eval/build/build.mjs [id ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSource, toPlain } from './parse.mjs';
import { wrapText, ocrNoise, messText } from './textforms.mjs';
import { pinDates, renderDocx } from './docx.mjs';
import { renderPdf } from './pdf.mjs';
import { renderStyledPdf, renderTabbedDocx } from './styled.mjs';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'sources');
const outDir = path.join(root, 'resumes');
fs.mkdirSync(outDir, { recursive: true });
const only = new Set(process.argv.slice(2));
const FORMS = [
  'txt',
  'txt-wrapped',
  'txt-ocr',
  'txt-messy',
  'docx',
  'docx-table',
  'docx-tabbed',
  'pdf',
  'pdf-two-column',
  'pdf-styled',
];
const LABELS = ['sales', 'customer-success', 'learning-development'];
const GROUPS = ['teacher', 'in-role', 'career-changer-other'];

/**
 * clean or noisy, by a rule: noisy when the text a reader gets is damaged (an OCR scan, or a
 * messy export: interleaved columns, lost headings, capitals, repeated headers, sections out of
 * order, flattened tables) or when the label itself is uncertain (a second role is acceptable).
 * Everything else, whatever its layout, is clean. A source may not override it.
 */
function qualityOf(m, acceptable) {
  if (m.form === 'txt-ocr' || m.form === 'txt-messy') return 'noisy';
  if (acceptable.length > 0) return 'noisy';
  return 'clean';
}

const labels = [];
for (const f of fs
  .readdirSync(srcDir)
  .filter((x) => x.endsWith('.txt'))
  .sort()) {
  const parsed = parseSource(fs.readFileSync(path.join(srcDir, f), 'utf8'));
  const m = parsed.meta;
  const id = m.id;
  if (id !== f.replace(/\.txt$/, '')) throw new Error(`${f}: id ${id} does not match file name`);
  if (!FORMS.includes(m.form)) throw new Error(`${id}: bad form ${m.form}`);
  if (!LABELS.includes(m.label)) throw new Error(`${id}: bad label ${m.label}`);
  if (!GROUPS.includes(m.group)) throw new Error(`${id}: bad group ${m.group}`);
  const acceptable = (m.acceptable || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const a of acceptable)
    if (!LABELS.includes(a) || a === m.label) throw new Error(`${id}: bad acceptable ${a}`);
  const ext = m.form.startsWith('txt') ? 'txt' : m.form.startsWith('docx') ? 'docx' : 'pdf';
  const file = `resumes/${id}.${ext}`;
  if (!only.size || only.has(id)) {
    let data;
    const plain = toPlain(parsed.body);
    if (m.form === 'txt') data = plain;
    else if (m.form === 'txt-wrapped') data = wrapText(plain, Number(m.wrap || 72)) + '\n';
    else if (m.form === 'txt-ocr')
      data = ocrNoise(wrapText(plain, Number(m.wrap || 88)), id, Number(m.noise || 0.05)); // a scan keeps the page's line breaks
    else if (m.form === 'txt-messy') {
      data = messText(parsed.body, id, m.mess || '');
      if (m.ocr) data = ocrNoise(data.replace(/\n$/, ''), id, Number(m.ocr));
    } else if (m.form === 'docx-tabbed') data = await pinDates(await renderTabbedDocx(parsed));
    else if (m.form === 'pdf-styled') data = await renderStyledPdf(parsed);
    else if (ext === 'docx') data = await renderDocx(parsed, m.form);
    else data = await renderPdf(parsed, m.form);
    if (typeof data === 'string' && m.crlf === 'yes') data = data.replace(/\n/g, '\r\n');
    fs.writeFileSync(path.join(root, file), data);
  }
  labels.push({
    id,
    file,
    label: m.label,
    acceptable,
    group: m.group,
    form: m.form,
    source: m.source || 'written',
    origin: m.origin || 'written for this set',
    licence: m.licence || 'written for this set; no third-party rights (project-owned)',
    quality: qualityOf(m, acceptable),
    statedYears: m.statedYears && m.statedYears !== 'null' ? Number(m.statedYears) : null,
    notes: m.notes || '',
  });
}
const labelsPath = path.join(root, 'labels.json');
// formatted as the repository's Prettier would, so a format pass leaves it alone
const pretty = await prettier.format(JSON.stringify(labels, null, 2), {
  ...(await prettier.resolveConfig(labelsPath)),
  parser: 'json',
});
fs.writeFileSync(labelsPath, pretty);
const count = (k) => labels.reduce((a, l) => ((a[l[k]] = (a[l[k]] || 0) + 1), a), {});
console.log(
  labels.length,
  'resumes',
  count('label'),
  count('group'),
  count('form'),
  count('source'),
);
