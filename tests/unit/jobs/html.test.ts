import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  describeHtml,
  extractRequirements,
  htmlToPlainText,
  plainLines,
  toPlainLine,
  unescapeMarkup,
} from '@/server/features/jobs/ingest/html';
import { fixtureItems, fixtures } from './helpers/boards';

describe('htmlToPlainText', () => {
  it('keeps each list item on its own "- " line, never "AB"', () => {
    expect(htmlToPlainText('<ul><li>A</li><li>B</li></ul>')).toBe('- A\n- B');
    expect(htmlToPlainText('<li>A</li><li>B</li>')).toBe('- A\n- B');
    expect(htmlToPlainText('<ol><li>First</li><li>Second</li></ol>')).toBe('- First\n- Second');
  });

  it('keeps paragraphs, headings and <br> as line breaks, without uppercasing headings', () => {
    expect(htmlToPlainText('<h2>About the Role</h2><p>One.</p><p>Two<br>Three</p>')).toBe(
      'About the Role\n\nOne.\n\nTwo\nThree',
    );
  });

  it('drops markdown heading and bold markers pasted into rich text, keeping the words', () => {
    expect(
      htmlToPlainText('<p><span>## About Outsite</span></p><p>**Perks**: a 2*3 grid</p>'),
    ).toBe('About Outsite\n\nPerks: a 2*3 grid');
    expect(htmlToPlainText('<p>#1 in our market, C# and F# welcome</p>')).toBe(
      '#1 in our market, C# and F# welcome',
    );
  });

  it('does not wrap long lines', () => {
    const sentence = 'word '.repeat(60).trim();
    expect(htmlToPlainText(`<p>${sentence}</p>`)).toBe(sentence);
  });

  it('decodes entity-escaped markup, so "&amp;nbsp;" ends as a space', () => {
    const escaped =
      '&lt;p&gt;Remote&amp;nbsp;first &amp;amp; async&lt;/p&gt;&lt;ul&gt;&lt;li&gt;A&lt;/li&gt;&lt;li&gt;B&lt;/li&gt;&lt;/ul&gt;';
    expect(htmlToPlainText(escaped)).toBe('Remote first & async\n\n- A\n- B');
  });

  it('decodes markup escaped twice, within three passes', () => {
    expect(htmlToPlainText('&amp;lt;p&amp;gt;Hi&amp;lt;/p&amp;gt;')).toBe('Hi');
  });

  it('drops scripts, styles, images and frames and keeps link text', () => {
    const html =
      '<p>Apply <a href="https://x.test">here</a></p><script>alert(1)</script><style>p{}</style><img src="x.png" alt="logo"><iframe src="https://x.test">frame</iframe>';
    expect(htmlToPlainText(html)).toBe('Apply here');
  });

  it('returns an empty string for nothing', () => {
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('')).toBe('');
  });
});

describe('unescapeMarkup and decodeEntities', () => {
  it('leaves real markup alone', () => {
    const html = '<p>Use &lt;b&gt; for bold</p>';
    expect(unescapeMarkup(html)).toBe(html);
  });

  it('needs the semicolon, so "R&D" and "AT&notes" stay as written', () => {
    expect(decodeEntities('R&D, AT&notes, Q&amp;A')).toBe('R&D, AT&notes, Q&A');
  });

  it('turns a field with tags or entities into one clean line', () => {
    expect(toPlainLine('Data Science &amp; Analytics')).toBe('Data Science & Analytics');
    expect(toPlainLine('<strong>Customer</strong> Success\n Manager')).toBe(
      'Customer Success Manager',
    );
  });
});

describe('extractRequirements', () => {
  it.each([
    '<h3>Requirements</h3><ul><li>A</li><li>B</li></ul>',
    '<h2><strong>Minimum qualifications</strong></h2><ul><li>A</li><li>B</li></ul>',
    '<h4>What You Bring</h4><ul><li>A</li><li>B</li></ul>',
    "<h3>What we're looking for</h3><ul><li>A</li><li>B</li></ul>",
    '<h5>Who you are</h5><ul><li>A</li><li>B</li></ul>',
    '<h2>You may be a good fit if you have:</h2><ul><li>A</li><li>B</li></ul>',
    '<p><strong>Must Have:</strong></p><ul><li>A</li><li>B</li></ul>',
    '<p><b>REQUIREMENTS</b></p><ol><li>A</li><li>B</li></ol>',
    '<h3>What You Need</h3><ul><li>A</li><li>B</li></ul>',
  ])('reads the list under %s', (html) => {
    expect(extractRequirements(html)).toEqual(['A', 'B']);
  });

  it('skips other sections and an intro paragraph, and stops after the list', () => {
    const html = `
      <h3>What you'll do</h3><ul><li>Run demos</li></ul>
      <h3>Qualifications</h3><p>We'd love to see most of these.</p>
      <ul><li>2+ years in a classroom</li><li>Clear writing</li></ul>
      <p>We offer great benefits.</p><ul><li>Dental</li></ul>
      <h3>Benefits</h3><ul><li>401(k)</li></ul>`;
    expect(extractRequirements(html)).toEqual(['2+ years in a classroom', 'Clear writing']);
  });

  it('keeps nested items as items of their own', () => {
    const html =
      '<h3>Requirements</h3><ul><li>At least two of:<ul><li>Troubleshooting</li><li>CDI</li></ul></li><li>Zendesk</li></ul>';
    expect(extractRequirements(html)).toEqual([
      'At least two of:',
      'Troubleshooting',
      'CDI',
      'Zendesk',
    ]);
  });

  it('stops at twelve items', () => {
    const items = Array.from({ length: 20 }, (_, i) => `<li>Item ${i + 1}</li>`).join('');
    const requirements = extractRequirements(`<h3>Requirements</h3><ul>${items}</ul>`);
    expect(requirements).toHaveLength(12);
    expect(requirements.at(-1)).toBe('Item 12');
  });

  it('finds nothing when no requirement heading exists', () => {
    expect(extractRequirements('<h3>Perks</h3><ul><li>Snacks</li></ul>')).toEqual([]);
  });
});

it('describeHtml fills description and requirements from one HTML body', () => {
  expect(describeHtml('<h3>Requirements</h3><ul><li>Empathy</li></ul>')).toEqual({
    description: 'Requirements\n\n- Empathy',
    requirements: ['Empathy'],
  });
});

describe('describeHtml', () => {
  const descriptions = (
    [
      'greenhouse',
      'lever',
      'ashby',
      'remotive',
      'jobicy',
      'himalayas',
      'remoteok',
      'themuse',
    ] as const
  )
    .flatMap((board) => fixtures(board))
    .flatMap(({ payload }) => fixtureItems(payload))
    .flatMap((item) => {
      const record = item as Record<string, unknown>;
      const html =
        record.content ??
        record.description ??
        record.descriptionHtml ??
        record.jobDescription ??
        record.contents;
      return typeof html === 'string' && html ? [html] : [];
    });

  it('gives what the three separate functions give, for every fixture description', () => {
    expect(descriptions.length).toBeGreaterThanOrEqual(15);
    for (const html of descriptions) {
      expect(describeHtml(html)).toEqual({
        description: htmlToPlainText(html),
        requirements: extractRequirements(html),
      });
    }
  });

  it('describes nothing as empty text, no HTML and no requirements', () => {
    for (const html of [null, undefined, ''])
      expect(describeHtml(html)).toEqual({
        description: '',
        requirements: [],
      });
  });
});

describe('plainLines', () => {
  it('turns each value into one clean line and drops the empty ones', () => {
    expect(
      plainLines(['Marketing &amp; Sales', null, ' ', undefined, '<b>Customer</b> Success']),
    ).toEqual(['Marketing & Sales', 'Customer Success']);
  });
});
