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
