/**
 * Third-party job HTML: plain text for search and cards, sanitised HTML for display, and the
 * requirement bullets. Boards send everything from clean markup to Greenhouse's entity-escaped
 * markup (job-boards.md §4, "HTML cleanup").
 */
import { DecodingMode, decodeHTML } from 'entities';
import { compile, type FormatCallback } from 'html-to-text';

const MAX_DECODE_PASSES = 3;
const REAL_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i;
const ESCAPED_TAG = /&(?:amp;)*lt;\/?[a-z][a-z0-9]*(?:\s|&(?:amp;)*gt;|\/)/i;
const ENTITY = /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;

// Strict: an entity needs its semicolon, so "R&D" or "AT&notes" stay as written.
const decodeOnce = (text: string) => decodeHTML(text, DecodingMode.Strict);

/**
 * Markup that arrived escaped as text ("&lt;p&gt;...", Greenhouse's `content`), decoded until
 * real tags appear, at most three times. Real markup is returned unchanged.
 */
export function unescapeMarkup(html: string): string {
  let markup = html;
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass++) {
    if (REAL_TAG.test(markup) || !ESCAPED_TAG.test(markup)) break;
    markup = decodeOnce(markup);
  }
  return markup;
}

/** Entities left in text after parsing (double escaping: "&amp;nbsp;"), decoded until stable. */
export function decodeEntities(text: string): string {
  let decoded = text;
  for (let pass = 0; pass < MAX_DECODE_PASSES && ENTITY.test(decoded); pass++) {
    const next = decodeOnce(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * html-to-text walks each <li> of a list itself; a <li> without a list around it (Lever's
 * `lists[].content`) would otherwise run into its neighbour, so it becomes a one-item list.
 */
const formatListItem: FormatCallback = (elem, walk, builder) => {
  const parent = elem.parent?.name;
  if (parent === 'ul' || parent === 'ol') {
    walk(elem.children, builder);
    return;
  }
  builder.openList({ interRowLineBreaks: 1, leadingLineBreaks: 1 });
  builder.openListItem({ prefix: '- ' });
  walk(elem.children, builder);
  builder.closeListItem();
  builder.closeList({ trailingLineBreaks: 1 });
};

const heading = (selector: string) => ({ selector, options: { uppercase: false } });

const toText = compile({
  wordwrap: false,
  formatters: { listItem: formatListItem },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'iframe', format: 'skip' },
    { selector: 'noscript', format: 'skip' },
    { selector: 'svg', format: 'skip' },
    { selector: 'button', format: 'skip' },
    { selector: 'table', format: 'dataTable' },
    { selector: 'li', format: 'listItem' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'ol', format: 'unorderedList', options: { itemPrefix: '- ' } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map(heading),
  ],
});

const BULLET_LINE = /^[•▪●◦‣∙·■□➢➤►▶✓✔*–-][\t ]*/;
// Markdown that employers paste into rich-text boards ("## About us", "**Benefits**").
const MARKDOWN_HEADING = /^#{1,6}\s+/;
const MARKDOWN_STRONG = /\*\*(\S(?:[^*]*\S)?)\*\*/g;

/** Spaces, bullets and blank lines tidied; at most one blank line between blocks. */
function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .map((line) => line.replace(MARKDOWN_HEADING, '').replace(MARKDOWN_STRONG, '$1'))
    .map((line) => (BULLET_LINE.test(line) ? line.replace(BULLET_LINE, '- ') : line))
    .join('\n')
    .replace(/^(- .*)\n\n(?=- )/gm, '$1\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text of markup that is already unescaped. */
const markupToPlainText = (markup: string) => tidyText(decodeEntities(toText(markup)));

/**
 * Readable plain text: paragraphs, headings and <br> become line breaks, each list item its own
 * "- " line. Escaped markup and double-escaped entities are decoded first.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return markupToPlainText(unescapeMarkup(html));
}

/** One line of text from a field that may carry tags or entities (titles, company names). */
export function toPlainLine(value: string | null | undefined): string {
  if (!value) return '';
  const decoded = decodeEntities(value);
  const text = REAL_TAG.test(decoded) ? htmlToPlainText(decoded) : decoded;
  return text.replace(/\s+/g, ' ').trim();
}

/** Each value as one plain line, empty ones dropped (categories, places). */
export function plainLines(values: ReadonlyArray<string | null | undefined>): string[] {
  return values.map(toPlainLine).filter(Boolean);
}

const MAX_REQUIREMENTS = 12;
const MAX_HEADING_LENGTH = 100;
const REQUIREMENT_HEADING = new RegExp(
  `\\b(?:${[
    'requirements?',
    'qualifications?',
    "what you(?:'|’)?(?:ll)? (?:bring|need)",
    "what we(?:'|’)?re looking for",
    'what we are looking for',
    "who we(?:'|’)?re looking for",
    'who you are',
    'you have',
    'must[- ]haves?',
    'about you',
    'your (?:profile|background|experience|skills)',
    'skills (?:and|&) experience',
    'ideal candidate',
    'good fit if you',
  ].join('|')})\\b`,
  'i',
);

const isBullet = (line: string) => line.startsWith('- ');
/** A short line that is not a sentence: a heading or a bold lead-in ("Requirements:"). */
const isHeadingLike = (line: string) =>
  !isBullet(line) && line.length <= MAX_HEADING_LENGTH && !/[.!]$/.test(line);

/**
 * Items listed under requirement-like headings (Requirements, Qualifications, What you bring,
 * Who you are, You have, Must have...), as plain text, at most twelve.
 */
export function extractRequirements(html: string | null | undefined): string[] {
  return requirementsOf(htmlToPlainText(html));
}

/** extractRequirements over text htmlToPlainText already produced. */
function requirementsOf(plainText: string): string[] {
  const items: string[] = [];
  let inSection = false;
  let collected = 0;
  for (const line of plainText.split('\n')) {
    if (!line) continue;
    if (isBullet(line)) {
      if (inSection) {
        items.push(line.slice(2).trim());
        collected++;
      }
      continue;
    }
    if (isHeadingLike(line) && REQUIREMENT_HEADING.test(line)) {
      inSection = true;
      collected = 0;
    } else if (inSection && (collected > 0 || isHeadingLike(line))) {
      // A paragraph after the list, or another heading, ends the section; an intro before it does not.
      inSection = false;
    }
  }
  return [...new Set(items.filter(Boolean))].slice(0, MAX_REQUIREMENTS);
}

/** The text fields of a posting whose board sends an HTML description: one unescape, one text pass. */
export function describeHtml(html: string | null | undefined): {
  description: string;
  requirements: string[];
} {
  const markup = unescapeMarkup(html ?? '');
  const description = markup ? markupToPlainText(markup) : '';
  return { description, requirements: requirementsOf(description) };
}
