// Parses an eval source file: a front-matter block (the label, written with the resume)
// followed by the resume body in a light markup:
//   # Name            title line
//   ## Heading        section heading
//   ### Line          bold sub-heading (job title / employer line)
//   - / • / * text    bullet (the writer's own bullet character is kept in TXT output)
//   [sidebar] ... [/sidebar]   left column of a two-column layout
//   [table] ... [/table]       rows of cells separated by " | "
// Any other line is a paragraph; blank lines are kept.
export function parseSource(raw) {
  const text = raw.replace(/\r\n/g, '\n');
  const m = text.match(/^---\n([\s\S]*?)\n---\n/);
  if (!m) throw new Error('source has no front matter');
  const meta = {};
  for (const line of m[1].split('\n')) {
    const i = line.indexOf(':');
    if (i < 0) continue;
    meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  const body = text.slice(m[0].length).replace(/\s+$/, '') + '\n';
  return { meta, body, blocks: toBlocks(body) };
}

const BULLET = /^(\s*)([-•*▪◦·–>]|o(?= ))\s+(.*)$/;

function toBlocks(body) {
  // returns { main: Block[], sidebar: Block[] } where Block = {type, text, marker?, rows?}
  const main = [];
  const sidebar = [];
  let target = main;
  let table = null;
  for (const line of body.split('\n')) {
    const t = line.trim();
    if (t === '[sidebar]') {
      target = sidebar;
      continue;
    }
    if (t === '[/sidebar]') {
      target = main;
      continue;
    }
    if (t === '[table]') {
      table = { type: 'table', rows: [] };
      continue;
    }
    if (t === '[/table]') {
      target.push(table);
      table = null;
      continue;
    }
    if (table) {
      if (t) table.rows.push(t.split(/\s+\|\s+/));
      continue;
    }
    if (!t) {
      target.push({ type: 'blank' });
      continue;
    }
    if (t.startsWith('### ')) {
      target.push({ type: 'sub', text: t.slice(4) });
      continue;
    }
    if (t.startsWith('## ')) {
      target.push({ type: 'heading', text: t.slice(3) });
      continue;
    }
    if (t.startsWith('# ')) {
      target.push({ type: 'title', text: t.slice(2) });
      continue;
    }
    const b = line.match(BULLET);
    if (b) {
      target.push({ type: 'bullet', text: b[3], marker: b[2], indent: b[1].length });
      continue;
    }
    target.push({ type: 'para', text: line.replace(/\s+$/, '') });
  }
  return { main, sidebar };
}

// Plain text as a person would have typed it: markup removed, sidebar first (as a text
// export of a two-column layout would give it), tables as tab-separated rows.
export function toPlain(body) {
  const out = [];
  let inTable = false;
  for (const line of body.split('\n')) {
    const t = line.trim();
    if (t === '[sidebar]' || t === '[/sidebar]') continue;
    if (t === '[table]') {
      inTable = true;
      continue;
    }
    if (t === '[/table]') {
      inTable = false;
      continue;
    }
    if (inTable) {
      if (t) out.push(t.split(/\s+\|\s+/).join('\t'));
      continue;
    }
    out.push(line.replace(/^(\s*)#{1,3} /, '$1'));
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/\s+$/, '') + '\n'
  );
}
