import { describe, expect, it } from 'vitest';
import type { TranslationRow } from '@/server/features/resume-translator/resume-translations.queries';
import {
  exportFileName,
  renderDocx,
  renderPdf,
  tailoredResume,
} from '@/server/features/resume-translator/render-tailored-resume';
import { despaceName, readResumeStructure, type ResumeStructure } from '@/server/core/resume-model';
import { documentOf } from '@/server/features/resumes/analysis/structure-document';
import { analyzeResume } from '@/server/features/resumes/analysis/analyze-resume';
import { cleanText } from '@/server/features/resumes/extraction/clean-text';
import { extractText } from '@/server/features/resumes/extraction/extract-text';
import { attachRightAligned, type PdfLine } from '@/server/features/resumes/extraction/extract-pdf';
import { extractDocx } from '@/server/features/resumes/extraction/extract-docx';
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';
import { JAMES, styledDocx, styledPdf, type StyledResume } from '../helpers/styled-resumes';

const NOW = new Date('2026-11-01T00:00:00Z');
const profiles = loadRoleProfiles();

/** What every styled print of James must read as: each job with its title, employer, place and dates. */
function expectJamesJobs(structure: ResumeStructure, resume: StyledResume = JAMES) {
  expect(
    structure.experience.map(({ title, organization, place, dates, current }) => ({
      title,
      organization,
      place,
      dates,
      current,
    })),
  ).toEqual(
    resume.jobs.map((job) => ({
      title: job.title,
      organization: job.organization,
      place: job.place,
      dates: job.dates,
      current: /present/i.test(job.dates),
    })),
  );
  expect(structure.experience.map((job) => job.bullets.length)).toEqual(
    resume.jobs.map((job) => job.bullets.length),
  );
}

describe('a two-page PDF from a styled template (dates right-aligned on the title line)', () => {
  it.each(['after-title', 'before-title', 'page-end'] as const)(
    'keeps each job’s dates on its title line when the PDF writes them %s',
    async (dates) => {
      const { text } = await extractText(await styledPdf(JAMES, { dates }));
      for (const job of JAMES.jobs)
        expect(text).toContain(`${job.title}, ${job.organization} ${job.dates}`);
      // Page numbers are not part of her resume.
      expect(text).not.toMatch(/Page \d of 2/);
    },
  );

  it.each(['after-title', 'before-title', 'page-end'] as const)(
    'reads her name, contact, jobs, education and certifications (dates %s)',
    async (dates) => {
      const { text } = await extractText(await styledPdf(JAMES, { dates }));
      const structure = readResumeStructure(text, NOW);
      // "J A M E S   C A R T E R" in a large letter-spaced font, beside her contact column.
      expect(structure.name).toBe('JAMES CARTER');
      expect(structure.contact[0]).toBe('JAMES CARTER');
      expect(structure.contact.join(' ')).toContain('james.carter@example.com');
      expectJamesJobs(structure);
      expect(structure.experience[0]!.start).toBe(2020 * 12 + 7);
      // A bullet the page wrapped is one bullet again.
      expect(structure.experience[0]!.bullets[1]).toBe(JAMES.jobs[0]!.bullets[1]);
      expect(structure.education).toHaveLength(2);
      expect(structure.certifications).toEqual(JAMES.certifications);
      // The running header on page 2 ("James Carter · Resume") is not read as content.
      const everything = JSON.stringify({ ...structure, contact: [], name: null });
      expect(everything).not.toMatch(/James Carter|Page \d/);
    },
  );

  it('gives the analysis his current role and every job with its dates', async () => {
    const { text } = await extractText(await styledPdf(JAMES, { dates: 'page-end' }));
    const analysis = analyzeResume(text, profiles);
    expect(analysis.extractedRole).toBe('K-5 Instructional Coach');
    expect(analysis.workHistory).toEqual(
      JAMES.jobs.map((job) => ({
        title: job.title,
        organization: job.organization,
        dates: job.dates,
      })),
    );
  });

  it('takes the job whose dates end in "Present" as the current role, wherever it is listed', () => {
    const text = [
      'Dana Ruiz',
      'dana.ruiz@example.com',
      '',
      'Experience',
      'Grade 5 Teacher, Lakeview Elementary Jun 2014 – Jun 2019',
      '- Taught reading and math to 28 students',
      'Learning Specialist, Brightwell Learning Jul 2019 – Present',
      '- Design onboarding courses for 300 new hires a year',
    ].join('\n');
    expect(analyzeResume(text, profiles).extractedRole).toBe('Learning Specialist');
  });
});

describe('putting right-aligned text back on its line', () => {
  const line = (text: string, x: number, right: number, y: number): PdfLine => ({
    text,
    x,
    right,
    y,
    height: 10,
    bullet: false,
  });

  it('joins dates at the right margin to the title on their baseline, wherever the PDF wrote them', () => {
    const lines = attachRightAligned([
      line('Aug 2020 – Present', 470, 558, 583.7),
      line('K-5 Instructional Coach, Westerville City Schools', 54, 298, 583.3),
      line('Westerville, OH', 490, 558, 570),
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'K-5 Instructional Coach, Westerville City Schools Aug 2020 – Present',
      'Westerville, OH',
    ]);
  });

  it('leaves a two-column page alone: a sentence of the main column is not a date or a place', () => {
    const lines = [
      line('Omaha, NE (remote)', 48, 131, 680.8),
      line(
        'Six years getting software customers live on time. I run the project, configure',
        216,
        553,
        684.2,
      ),
    ];
    expect(attachRightAligned(lines).map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });
});

describe('Word resumes from styled templates', () => {
  it('reads dates set after a right-aligned tab stop', async () => {
    const text = await extractDocx(await styledDocx(JAMES));
    const structure = readResumeStructure(text, NOW);
    expect(structure.name).toBe('JAMES CARTER');
    expectJamesJobs(structure);
  });

  it('reads a layout in tables: name and contact side by side, title and dates side by side', async () => {
    const { text } = await extractText(await styledDocx(JAMES, { table: true }));
    const structure = readResumeStructure(text, NOW);
    expect(structure.name).toBe('JAMES CARTER');
    expectJamesJobs(structure);
  });
});

describe('names as templates print them', () => {
  it('joins spaced capitals, split where her e-mail address splits them', () => {
    expect(despaceName('J A M E S C A R T E R', ['james.carter@example.com'])).toBe('JAMES CARTER');
    expect(despaceName('A N A D E L A C R U Z', ['linkedin.com/in/ana-de-la-cruz'])).toBe(
      'ANA DE LA CRUZ',
    );
    // An initial keeps its full stop; a credential after a comma stays apart.
    expect(
      despaceName('M A R C U S T . B E L L A M Y', [
        'mbellamy.freight@outlook.com',
        'linkedin.com/in/marcusbellamy',
      ]),
    ).toBe('MARCUS T. BELLAMY');
    expect(
      despaceName('H E A T H E R M C A L L I S T E R , M L I S', ['hmcallister.library@gmail.com']),
    ).toBe('HEATHER MCALLISTER, MLIS');
    // Nothing to split by: one word rather than letters.
    expect(despaceName('J O Y', [])).toBe('JOY');
    expect(despaceName('Maria Lopez', ['maria@example.com'])).toBe('Maria Lopez');
  });

  it('joins letter-spaced capitals where the word gaps survive extraction', () => {
    expect(cleanText('J A M E S   C A R T E R\nK-5 Instructional Coach')).toBe(
      'JAMES CARTER\nK-5 Instructional Coach',
    );
    // A line of single letters for another reason (a list of grades) is left alone.
    expect(cleanText('Grades taught: K 1 2 3')).toBe('Grades taught: K 1 2 3');
  });

  it('reads names with credentials and nicknames', () => {
    const name = (first: string) => readResumeStructure(`${first}\nmaria@example.com\n`).name;
    expect(name('Jasmine Whitaker, M.Ed., LPC')).toBe('Jasmine Whitaker');
    expect(name('Alejandro "Alex" Moreno')).toBe('Alejandro "Alex" Moreno');
  });

  it('takes the name from a header line that also holds the contact column', () => {
    const structure = readResumeStructure(
      [
        'MARIA LOPEZ maria.lopez@example.com | (512) 555-0101',
        'Austin, TX',
        '',
        'Experience',
        'Science Teacher, Travis Middle School 2016 – Present',
        '- Teach 7th grade science to 150 students',
      ].join('\n'),
      NOW,
    );
    expect(structure.name).toBe('MARIA LOPEZ');
    expect(structure.contact).toContain('maria.lopez@example.com | (512) 555-0101');
    expect(structure.experience[0]).toMatchObject({
      title: 'Science Teacher',
      organization: 'Travis Middle School',
      dates: '2016 – Present',
      current: true,
    });
  });
});

describe('the tailored resume of a styled PDF', () => {
  async function jamesRow(): Promise<TranslationRow> {
    const { text } = await extractText(await styledPdf(JAMES, { dates: 'page-end' }));
    const structure = readResumeStructure(text, NOW);
    return {
      layout: {
        contact: structure.contact,
        name: structure.name,
        jobs: structure.experience.map((job) => ({
          id: job.id,
          header: job.header,
          lines: job.bullets.map((line) => ({
            kind: 'kept' as const,
            text: line,
            skill: null,
            why: null,
            prompt: null,
          })),
        })),
        education: structure.education,
        certifications: structure.certifications,
        other: structure.other,
      },
      items: [],
      summary: 'Instructional coach.',
      skills: { competencies: [], tools: [], languages: [] },
    } as unknown as TranslationRow;
  }

  it('prints his name as the large heading and each job’s dates on its title line', async () => {
    const resume = tailoredResume(await jamesRow());
    expect(resume.name).toBe('JAMES CARTER');
    expect(resume.jobs.map((job) => job.dates)).toEqual(JAMES.jobs.map((job) => job.dates));
    const pdf = await renderPdf(resume, 'Resume');
    const { text } = await extractText(pdf);
    const lines = text.split('\n').filter(Boolean);
    expect(lines[0]).toBe('JAMES CARTER');
    // No date range stands on a line of its own, above the name or anywhere else.
    for (const job of JAMES.jobs)
      expect(lines).toContain(`${job.title}, ${job.organization} ${job.dates}`);
    expect(lines.filter((line) => /^\w{3} \d{4} – /.test(line))).toEqual([]);
    const structure = readResumeStructure(text, NOW);
    expectJamesJobs(structure);
  });

  it('keeps the dates with each job in the DOCX, after a right tab stop', async () => {
    const resume = tailoredResume(await jamesRow());
    const docx = await renderDocx(resume, 'Resume');
    const structure = readResumeStructure(await extractDocx(docx), NOW);
    expect(structure.name).toBe('JAMES CARTER');
    expectJamesJobs(structure);
  });

  it('names the file after him', () => {
    expect(exportFileName('JAMES CARTER', 'sales', 'pdf')).toBe('James-Carter-Resume-Sales.pdf');
  });
});

describe('what the analysis needs from the structure (issue 34)', () => {
  it('reads an objective apart from her summary, inline headings included', () => {
    const s = readResumeStructure(
      [
        'Anjali Mehra',
        'anjali.mehra@example.com',
        '',
        'Objective: Bring nine years of guest relations to a Customer Success role.',
        '',
        'Summary',
        'Front office manager who turns complaints into loyal guests.',
        '',
        'Experience',
        'Front Office Manager, The Wrigley Hotel, 2019 - present',
        '- Manage 16 front desk agents',
        '',
        'Education: B.S. Hospitality Management, Roosevelt University, 2015',
      ].join('\n'),
      NOW,
    );
    expect(s.objective).toEqual([
      'Bring nine years of guest relations to a Customer Success role.',
    ]);
    expect(s.summary).toEqual(['Front office manager who turns complaints into loyal guests.']);
    expect(s.education).toEqual(['B.S. Hospitality Management, Roosevelt University, 2015']);
    expect(s.experience.map((job) => job.title)).toEqual(['Front Office Manager']);
  });

  it('reads the title line under her name as her headline, never a contact line', () => {
    const s = readResumeStructure(
      [
        'Maya Robinson',
        'Onboarding Specialist',
        'Remote | Indianapolis, IN | 317-555-0194 | maya@example.com',
        '',
        'Experience',
        'Onboarding Specialist - Paystride, 2022 - present',
        '- Onboard 25-35 new customers a month',
      ].join('\n'),
      NOW,
    );
    expect(s.headline).toBe('Onboarding Specialist');
    expect(
      readResumeStructure('Maya Robinson\nmaya@example.com\n\nSkills\nExcel', NOW).headline,
    ).toBeNull();
  });

  it('joins a hard-wrapped summary and keeps a wrapped word from becoming a heading', () => {
    const s = readResumeStructure(
      [
        'Marcus Delaney',
        'Transition Coordinator, Special Education',
        'marcus@example.com',
        '',
        '10 years in special education; the last 4 coordinating transition',
        'services for students 14-21.',
        '',
        'EXPERIENCE',
        'Transition Coordinator, Milwaukee Public Schools, 2021-present',
        '- Trained special ed teachers on writing measurable postsecondary',
        'goals',
        '',
        'Special Education Teacher, Bay View High School, 2015-2021',
        '- Taught job skills and independent living classes',
      ].join('\n'),
      NOW,
    );
    expect(s.summary).toEqual([
      '10 years in special education; the last 4 coordinating transition services for students 14-21.',
    ]);
    expect(s.objective).toEqual([]);
    expect(s.experience.map((job) => [job.title, job.bullets])).toEqual([
      [
        'Transition Coordinator',
        ['Trained special ed teachers on writing measurable postsecondary goals'],
      ],
      ['Special Education Teacher', ['Taught job skills and independent living classes']],
    ]);
  });

  it('ends an objective at the first dated job line when no experience heading does', () => {
    const s = readResumeStructure(
      [
        'Tara Nguyen',
        'tara@example.com',
        'Objective: To obtain a position in corporate training.',
        '',
        'Family Support Coordinator / 1st Grade Teacher, Fresno Unified, 2018-present',
        'Ran the family tech help line during distance learning (300+ calls).',
      ].join('\n'),
      NOW,
    );
    expect(s.objective).toEqual(['To obtain a position in corporate training.']);
    expect(s.experience[0]).toMatchObject({
      title: 'Family Support Coordinator / 1st Grade Teacher',
      current: true,
      bullets: ['Ran the family tech help line during distance learning (300+ calls).'],
    });
  });

  it('knows the headings the analysis knew: "WORK", "Other", a scan\'s "EXPERlENCE"', () => {
    const s = readResumeStructure(
      [
        'Nathaniel Brooks',
        'nate@example.com',
        '',
        'WORK',
        'Math Teacher, Hillside High School 2019 - present',
        '- Tutoring sessions before school',
        '',
        'EXPERlENCE',
        'Technical Specialist, Apple Store 2022 - present',
        '- Diagnose and fix iPhone and Mac issues',
        '',
        'EDUCATION',
        'B.S. Mathematics, 2019',
        '',
        'Other',
        '9 years teaching.',
      ].join('\n'),
      NOW,
    );
    expect(s.experience.map((job) => job.title)).toEqual(['Math Teacher', 'Technical Specialist']);
    expect(s.education).toEqual(['B.S. Mathematics, 2019']);
    expect(s.other).toEqual([{ heading: 'Other', lines: ['9 years teaching.'] }]);
  });
});

describe("the analysis's blocks made from the structure (documentOf)", () => {
  const TEXT = [
    'Maria Gonzalez',
    'Instructional Designer',
    'maria@example.com | (512) 555-0147',
    '',
    'OBJECTIVE',
    'Seeking to move into instructional design after 9 years in the classroom.',
    '',
    'EXPERIENCE',
    'Science Teacher, Travis Heights Middle School, 2015 - Present',
    '- Co-wrote the district ecology unit used by 14 teachers',
    'Camp Counselor, YMCA, 2008 - 2010',
    '- Led daily activities for 20 campers',
  ].join('\n');
  const doc = documentOf(readResumeStructure(TEXT, NOW));

  it('keeps contact, headline, objective and each job apart', () => {
    const kinds = doc.blocks.map((b) => [
      b.text,
      b.section,
      b.contact,
      b.headline,
      b.jobLine,
      b.job?.title ?? null,
    ]);
    expect(kinds).toEqual([
      ['Maria Gonzalez', 'contact', true, false, false, null],
      ['Instructional Designer', 'top', false, true, false, null],
      ['maria@example.com | (512) 555-0147', 'contact', true, false, false, null],
      [
        'Seeking to move into instructional design after 9 years in the classroom.',
        'objective',
        false,
        false,
        false,
        null,
      ],
      [
        'Science Teacher, Travis Heights Middle School, 2015 - Present',
        'experience',
        false,
        false,
        true,
        'Science Teacher',
      ],
      [
        'Co-wrote the district ecology unit used by 14 teachers',
        'experience',
        false,
        false,
        false,
        'Science Teacher',
      ],
      ['Camp Counselor, YMCA, 2008 - 2010', 'experience', false, false, true, 'Camp Counselor'],
      ['Led daily activities for 20 campers', 'experience', false, false, false, 'Camp Counselor'],
    ]);
  });

  it('weighs an old job less than the current one, from the structure’s dates', () => {
    expect(doc.name).toBe('Maria Gonzalez');
    expect(doc.jobs.map((j) => [j.title, j.current, j.recency])).toEqual([
      ['Science Teacher', true, 1],
      ['Camp Counselor', false, 0.55],
    ]);
  });
});

describe('a job heading wrapped inside its brackets', () => {
  it('joins "(4 physicians, 2" and the line that closes it into one heading', () => {
    const s = readResumeStructure(
      [
        'Dana Fox',
        'dana@example.com',
        '',
        'Experience',
        'Patient Care Coordinator, Bayou Family Medicine (4 physicians, 2',
        'NPs), 2019 - 2022',
        '- Scheduled 60 patients a day',
      ].join('\n'),
      NOW,
    );
    expect(s.experience).toHaveLength(1);
    expect(s.experience[0]).toMatchObject({
      header: [
        'Patient Care Coordinator, Bayou Family Medicine (4 physicians, 2 NPs), 2019 - 2022',
      ],
      title: 'Patient Care Coordinator',
      dates: '2019 - 2022',
      bullets: ['Scheduled 60 patients a day'],
    });
  });
});

describe('a resume written in lower case', () => {
  it('ends a job heading at its dates and reads "skills:" as a heading', () => {
    const s = readResumeStructure(
      [
        'shawna bell',
        '614 555 0185 shawna@example.com',
        '',
        'Experience',
        'call center rep - Nationwide Pet Insurance contact center - 2022 to now',
        'answer calls from pet owners about claims, policies, billing',
        'about 60 calls a day',
        '',
        'customer service - Kroger - 2019-2022',
        'cashier, service desk, returns, money orders',
        '',
        'skills: typing, multitasking, calm on the phone, Five9',
      ].join('\n'),
      NOW,
    );
    // Each heading stops at its dates: the work below is not swallowed into it.
    expect(s.experience.map((job) => [job.header[0], job.dates])).toEqual([
      ['call center rep - Nationwide Pet Insurance contact center - 2022 to now', '2022 to now'],
      ['customer service - Kroger - 2019-2022', '2019-2022'],
    ]);
    expect(s.experience[0]!.bullets[0]).toMatch(/^answer calls from pet owners/);
    expect(s.skills).toEqual(['typing, multitasking, calm on the phone, Five9']);
  });
});

describe('what the one reader learned when the analysis moved onto it (issue 34)', () => {
  it('takes dates in brackets with a note out of the title, so the title is words of her line', () => {
    const s = readResumeStructure(
      [
        'Luis Carrillo',
        'luis@example.com',
        '',
        'Experience',
        'Support Specialist (contract, 2023–2024) — LMS company serving K-12',
        '- Tier 1/2 support for teachers by chat, phone and tickets',
      ].join('\n'),
      NOW,
    );
    const job = s.experience[0]!;
    expect([job.title, job.organization, job.dates]).toEqual([
      'Support Specialist',
      'LMS company serving K-12',
      '2023–2024',
    ]);
    const doc = documentOf(s);
    const line = doc.blocks.find((b) => b.jobLine)!;
    expect(line.text).toContain(line.job!.title);
  });

  it('reads two columns’ headings run together ("Contact Profile") as the right column’s heading', () => {
    const s = readResumeStructure(
      [
        'Omar Haddad',
        'Library Media Specialist',
        'Contact Profile',
        'School librarian with 10 years of experience helping students and staff find information.',
        'Experience',
        'Library Media Specialist, Dearborn Public Schools — 2016–present',
        '- Train teachers on research databases: 25 workshops a year',
      ].join('\n'),
      NOW,
    );
    expect(s.summary).toEqual([
      'School librarian with 10 years of experience helping students and staff find information.',
    ]);
    expect(s.experience.map((job) => job.title)).toEqual(['Library Media Specialist']);
  });

  it('keeps a skills column run into a job’s bullets out of the bullet, and an e-mail out of the title', () => {
    const s = readResumeStructure(
      [
        'Omar Haddad',
        'Experience',
        'omar@example.com Library Media Specialist, Dearborn Public Schools — 2016–present',
        'Customer service - Built a library of 40 short video tutorials for staff',
        'Vendor relations - Manage a $30K budget and negotiate with vendors',
      ].join('\n'),
      NOW,
    );
    const job = s.experience[0]!;
    expect(job.title).toBe('Library Media Specialist');
    expect(job.bullets).toEqual([
      'Built a library of 40 short video tutorials for staff',
      'Manage a $30K budget and negotiate with vendors',
    ]);
    expect(s.skills).toEqual(['Customer service', 'Vendor relations']);
  });

  it('reads a second dated heading as a second job, with no bullets between them', () => {
    const s = readResumeStructure(
      [
        'Pat Moss',
        'EXPERIENCE',
        'Sales Associate (weekends), Best Buy, Jan 2020 - Dec 2021',
        'Sales Development Representative, Acme, Jan 2016 - Dec 2018',
      ].join('\n'),
      NOW,
    );
    expect(s.experience.map((job) => job.dates)).toEqual([
      'Jan 2020 - Dec 2021',
      'Jan 2016 - Dec 2018',
    ]);
  });
});

describe('a scan that lost some bullet marks', () => {
  it('starts a new item after a bullet that closed on a figure, and drops a stray mark before a number', () => {
    const s = readResumeStructure(
      [
        'Marisol Lundgren',
        'EXPERIENCE',
        'Spanish Teacher, North East ISD, 2010 - present',
        '- 5 sections, 150+ students, AP pass rate 88% (2024)',
        'World Languages department PLC lead; wrote common assessments',
        '- Trained `180+ tellers and personal bankers; post-p-',
        'rogram customer survey shows satisfaction up',
      ].join('\n'),
      NOW,
    );
    expect(s.experience[0]!.bullets).toEqual([
      '5 sections, 150+ students, AP pass rate 88% (2024)',
      'World Languages department PLC lead; wrote common assessments',
      'Trained 180+ tellers and personal bankers; post-program customer survey shows satisfaction up',
    ]);
  });
});

describe('a job whose last bullet is a short task line', () => {
  it('keeps "Record short how-to videos" with its job instead of opening the next one', () => {
    // Unmarked bullets with blank lines between them, as a Word export gives (eval/r030).
    const text = [
      'Nicole Ferraro',
      '',
      'Experience',
      '',
      'Online Teacher — Sunshine Virtual Academy — 2021–present',
      '',
      'Troubleshoot Canvas, Zoom and device issues with families before escalating to tech support',
      '',
      'Record short how-to videos for families',
      '',
      'ELA Teacher — Plant City High School — 2017–2021',
      '',
      'Lead the grade-level writing team',
    ].join('\n');
    const jobs = readResumeStructure(text).experience;
    expect(jobs.map((job) => job.title).slice(0, 2)).toEqual(['Online Teacher', 'ELA Teacher']);

    expect(jobs[0]!.bullets.at(-1)).toBe('Record short how-to videos for families');
    expect(jobs[1]!.header).toEqual(['ELA Teacher — Plant City High School — 2017–2021']);
    expect(jobs[1]!.bullets).toEqual(['Lead the grade-level writing team']);
  });
});
