// Regenerates eval-holdout/resumes/ and eval-holdout/labels.json from eval-holdout/sources/.
//   node eval-holdout/build/build.mjs          all resumes
//   node eval-holdout/build/build.mjs h003 h017  only these resumes (labels.json is always whole)
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { readSource } from './parse.mjs';
import { hardWrap, ocrNoise } from './textforms.mjs';
import { makeDocx } from './docx.mjs';
import { makePdf } from './pdf.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = new Set(process.argv.slice(2));
mkdirSync(join(root, 'resumes'), { recursive: true });

const EXT = {
  txt: 'txt',
  'txt-wrapped': 'txt',
  'txt-ocr': 'txt',
  docx: 'docx',
  'docx-table': 'docx',
  pdf: 'pdf',
  'pdf-two-column': 'pdf',
};

function textForm(src) {
  let t = src.body;
  if (src.form === 'txt-wrapped' || (src.form === 'txt-ocr' && src.wrap)) {
    t = hardWrap(t, Number(src.wrap || 72), src.hang !== 'no');
  }
  if (src.form === 'txt-ocr') {
    t = ocrNoise(t, src.id, {
      rate: Number(src.ocrRate || 0.05),
      header: src.ocrHeader ? src.ocrHeader.split(' // ') : null,
    });
  }
  if (src.eol === 'crlf') t = t.replace(/\n/g, '\r\n');
  return Buffer.from(t, src.encoding === 'latin1' ? 'latin1' : 'utf8');
}

const files = readdirSync(join(root, 'sources'))
  .filter((f) => /^h\d{3}\.txt$/.test(f))
  .sort();
const labels = [];
const seen = new Set();
for (const f of files) {
  const src = readSource(join(root, 'sources', f));
  if (`${src.id}.txt` !== f) throw new Error(`${f}: id ${src.id} does not match file name`);
  if (seen.has(src.id)) throw new Error(`duplicate ${src.id}`);
  seen.add(src.id);
  const file = `resumes/${src.id}.${EXT[src.form]}`;
  if (!only.size || only.has(src.id)) {
    let buf;
    if (EXT[src.form] === 'txt') buf = textForm(src);
    else if (EXT[src.form] === 'docx') buf = await makeDocx(src);
    else buf = await makePdf(src);
    writeFileSync(join(root, file), buf);
    console.log(`${file}  ${src.label}  ${src.form}  ${buf.length} bytes`);
  }
  labels.push({
    id: src.id,
    file,
    label: src.label,
    acceptable: src.acceptable,
    group: src.group,
    form: src.form,
    source: 'written',
    origin: 'written for the held-out set',
    licence: 'same as the repository',
    statedYears: src.statedYears,
    notes: src.notes,
  });
}
const json = await prettier.format(JSON.stringify(labels), {
  parser: 'json',
  ...(await prettier.resolveConfig(join(root, 'labels.json'))),
});
writeFileSync(join(root, 'labels.json'), json);
console.log(`labels.json: ${labels.length} entries`);
