// Reads one source file: a front-matter block (between two lines of `---`) and a body.
// Front-matter keys are `key: value`; `acceptable` is a comma-separated list (may be empty).
import { readFileSync } from 'node:fs';

export const LABELS = ['sales', 'customer-success', 'learning-development'];
export const GROUPS = ['teacher', 'in-role', 'career-changer-other'];
export const FORMS = [
  'txt',
  'txt-wrapped',
  'txt-ocr',
  'docx',
  'docx-table',
  'pdf',
  'pdf-two-column',
];

export function readSource(path) {
  const raw = readFileSync(path, 'utf8').replace(/\r\n/g, '\n');
  const m = raw.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!m) throw new Error(`${path}: no front matter`);
  const meta = {};
  for (const line of m[1].split('\n')) {
    if (!line.trim()) continue;
    const i = line.indexOf(':');
    if (i < 0) throw new Error(`${path}: bad front-matter line: ${line}`);
    meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  const body = m[2].replace(/\s+$/, '') + '\n';
  const acceptable = (meta.acceptable || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const statedYears =
    meta.statedYears === undefined || meta.statedYears === 'null' || meta.statedYears === ''
      ? null
      : Number(meta.statedYears);
  const src = { ...meta, acceptable, statedYears, body };
  validate(path, src);
  return src;
}

function validate(path, s) {
  const fail = (msg) => {
    throw new Error(`${path}: ${msg}`);
  };
  if (!/^h\d{3}$/.test(s.id || '')) fail(`bad id ${s.id}`);
  if (!LABELS.includes(s.label)) fail(`bad label ${s.label}`);
  if (!GROUPS.includes(s.group)) fail(`bad group ${s.group}`);
  if (!FORMS.includes(s.form)) fail(`bad form ${s.form}`);
  for (const a of s.acceptable) {
    if (!LABELS.includes(a) || a === s.label) fail(`bad acceptable ${a}`);
  }
  if (s.statedYears !== null && !Number.isFinite(s.statedYears)) fail('bad statedYears');
  if (!s.notes) fail('notes missing');
}

// Light markup used by the DOCX and PDF forms:
//   # Name            ## Heading        ### Job line (bold)      - or * bullet
//   [table] rows with cells split on `|` [/table]
//   [sidebar] ... [/sidebar]  left column of a two-column layout
//   anything else: a paragraph line; a blank line is a gap.
export function parseBody(body) {
  const blocks = [];
  const sidebar = [];
  let target = blocks;
  let table = null;
  for (const rawLine of body.split('\n')) {
    const line = rawLine.replace(/\s+$/, '');
    if (line === '[sidebar]') {
      target = sidebar;
      continue;
    }
    if (line === '[/sidebar]') {
      target = blocks;
      continue;
    }
    if (line === '[table]') {
      table = [];
      continue;
    }
    if (line === '[/table]') {
      target.push({ type: 'table', rows: table });
      table = null;
      continue;
    }
    if (table) {
      if (line.trim()) table.push(line.split('|').map((c) => c.trim()));
      continue;
    }
    if (!line.trim()) target.push({ type: 'gap' });
    else if (line.startsWith('### ')) target.push({ type: 'job', text: line.slice(4) });
    else if (line.startsWith('## ')) target.push({ type: 'heading', text: line.slice(3) });
    else if (line.startsWith('# ')) target.push({ type: 'name', text: line.slice(2) });
    else if (/^\s*[-*•] /.test(line))
      target.push({
        type: 'bullet',
        text: line.replace(/^\s*[-*•] /, ''),
        level: /^\s{2,}/.test(line) ? 1 : 0,
      });
    else target.push({ type: 'para', text: line });
  }
  return { blocks, sidebar };
}

// Plain text of a marked-up body (what the source says, without markup): the sidebar first.
export function markupToText(body) {
  const { blocks, sidebar } = parseBody(body);
  const out = [];
  for (const b of [...sidebar, { type: 'gap' }, ...blocks]) {
    if (b.type === 'gap') out.push('');
    else if (b.type === 'table') for (const r of b.rows) out.push(r.join('  '));
    else if (b.type === 'bullet') out.push(`- ${b.text}`);
    else out.push(b.text);
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
