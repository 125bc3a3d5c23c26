// TXT forms: hard wrapping, and a simulated scan-then-OCR pass (deterministic per id).
export function wrapText(plain, width) {
  const out = [];
  for (const line of plain.split('\n')) {
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const lead = line.match(/^(\s*(?:[-•*▪◦·–>]\s+)?)/)[1];
    const hang = ' '.repeat(lead.length);
    const words = line.slice(lead.length).split(/ +/);
    let cur = lead;
    let first = true;
    for (const w of words) {
      const base = first ? lead : hang;
      if (cur.length > base.length && (cur + ' ' + w).length > width) {
        out.push(cur);
        cur = hang + w;
        first = false;
      } else {
        cur = cur.length > base.length ? cur + ' ' + w : cur + w;
      }
    }
    out.push(cur);
  }
  return out.join('\n');
}

function rng(seedText) {
  let h = 2166136261;
  for (const c of seedText) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 16777619);
  }
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// level: roughly the share of words touched (0.03 light .. 0.08 heavy)
export function ocrNoise(plain, id, level = 0.05) {
  const r = rng(id);
  const lines = plain.split('\n');
  const out = [];
  // the scanner read the first (name) line twice, or a heading twice
  const dupAt =
    r() < 0.5 ? 0 : lines.findIndex((l, i) => i > 2 && /^[A-Z][A-Z &]{4,}$/.test(l.trim()));
  lines.forEach((line, idx) => {
    let l = line;
    // lost or misread bullets
    l = l.replace(/^(\s*)[•▪◦·]\s+/, (_, s) => {
      const p = r();
      return p < 0.45 ? s : p < 0.7 ? s + 'e ' : p < 0.85 ? s + '* ' : s + '« ';
    });
    l = l.replace(/^(\s*)- /, (_, s) => (r() < 0.4 ? s : s + '- '));
    const words = l.split(' ');
    for (let i = 0; i < words.length; i++) {
      let w = words[i];
      if (!w || r() > level * 2.2) continue;
      const p = r();
      if (p < 0.22 && /l/.test(w)) w = w.replace(/l/, r() < 0.6 ? '1' : 'I');
      else if (p < 0.36 && /I/.test(w)) w = w.replace(/I/, 'l');
      else if (p < 0.5 && /rn/.test(w)) w = w.replace(/rn/, 'm');
      else if (p < 0.58 && /m/.test(w)) w = w.replace(/m/, 'rn');
      else if (p < 0.66 && /[0O]/.test(w)) w = w.replace(/0/, 'O').replace(/O(?=\d)/, '0');
      else if (p < 0.72 && /e/.test(w)) w = w.replace(/e/, 'c');
      else if (p < 0.77) w = w + (r() < 0.5 ? ',' : '.');
      else if (p < 0.8 && /h/.test(w)) w = w.replace(/h/, 'li');
      else if (p < 0.88) w = (r() < 0.5 ? '~' : '`') + w;
      else if (p < 0.94 && /i/.test(w)) w = w.replace(/i/, 'í');
      else w = w.replace(/,$/, '.');
      words[i] = w;
    }
    l = words.join(' ');
    // a word broken across two lines
    if (l.length > 45 && r() < 0.18) {
      const cut = l.indexOf(' ', Math.floor(l.length * 0.55));
      const m = cut > 0 ? l.slice(cut + 1).match(/^(\S{6,})/) : null;
      if (m) {
        const half = Math.floor(m[1].length / 2);
        out.push(l.slice(0, cut + 1) + m[1].slice(0, half) + (r() < 0.6 ? '-' : ''));
        l = m[1].slice(half) + l.slice(cut + 1 + m[1].length);
      }
    }
    if (r() < 0.04 && l.trim()) l = l + ' ' + ['|', '¦', '_', '.', ':'][Math.floor(r() * 5)];
    out.push(l);
    if (idx === dupAt) out.push(l.replace(/o/g, r() < 0.5 ? '0' : 'o'));
    if (r() < 0.03) out.push('');
  });
  return out.join('\n').replace(/\s+$/, '') + '\n';
}

// The damage real resume files suffer on the way to plain text, applied to a source's body (markup
// still in it) by the `txt-messy` form. `mess` lists what happened, comma-separated:
//   interleave  a two-column page read straight across: each sidebar line glued to the main
//               column's line beside it (as a PDF-to-text copy without layout gives it)
//   flatten     table rows read as one run of cells separated by single spaces
//   noheadings  the section headings were styled shapes or images and are lost
//   caps        the whole resume typed in capitals
//   repeat      a running page header (name and "Page 2") printed again part-way down
//   shuffle     two sections come out in the wrong order (a text box read late)
// Deterministic per id, like ocrNoise.
export function messText(body, id, mess) {
  const r = rng(id + ':mess');
  const opts = new Set(mess.split(',').map((s) => s.trim()));
  let side = [];
  let main = [];
  let inSide = false;
  let inTable = false;
  for (const raw of body.split('\n')) {
    const t = raw.trim();
    if (t === '[sidebar]' || t === '[/sidebar]') {
      inSide = t === '[sidebar]';
      continue;
    }
    if (t === '[table]' || t === '[/table]') {
      inTable = t === '[table]';
      continue;
    }
    let line = raw.replace(/^(\s*)#{1,3} /, '$1');
    if (inTable && t) line = t.split(/\s+\|\s+/).join(opts.has('flatten') ? ' ' : '\t');
    if (opts.has('noheadings') && /^## /.test(t)) continue;
    (inSide ? side : main).push(line);
  }
  side = side.filter((l) => l.trim());
  if (opts.has('shuffle')) {
    // swap the second and the last section (a section starts at a line in capitals or a heading)
    const starts = main
      .map((l, i) => (/^[A-Z][A-Z &/]{3,40}:?$/.test(l.trim()) ? i : -1))
      .filter((i) => i > 0);
    if (starts.length >= 3) {
      const a = starts[1];
      const b = starts[starts.length - 1];
      const mid = starts[2];
      main = [...main.slice(0, a), ...main.slice(b), ...main.slice(mid, b), ...main.slice(a, mid)];
    }
  }
  let lines;
  if (opts.has('interleave') && side.length) {
    lines = [];
    const body = main.filter((l) => l.trim());
    const offset = Math.min(2, body.length);
    lines.push(...body.slice(0, offset));
    for (let i = offset; i < body.length || i - offset < side.length; i++) {
      const left = side[i - offset];
      const right = body[i];
      lines.push([left, right].filter(Boolean).join(r() < 0.5 ? '   ' : ' '));
    }
  } else lines = [...side, ...main];
  if (opts.has('repeat')) {
    const at = Math.floor(lines.length * (0.45 + r() * 0.15));
    const name = lines.find((l) => l.trim()) ?? '';
    lines.splice(at, 0, '', `${name.trim()}  -  Page 2`, '');
  }
  let text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\s+$/, '');
  if (opts.has('caps')) text = text.toUpperCase();
  return text + '\n';
}
