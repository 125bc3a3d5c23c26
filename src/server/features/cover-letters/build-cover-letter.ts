import {
  COVER_LETTER_WORDS,
  type CoverLetterLength,
  type LetterEvidence,
  type LetterParagraph,
  type LetterSentence,
  type LetterSlot,
} from '@/shared/contracts/cover-letters';
import { verbBase, verbTense } from '../../core/role-language';
import { checkLetterSentence, type FactReference } from './check-letter-facts';

/** The posting a letter answers: as the feed holds it, or as she pasted it. */
export interface LetterPosting {
  title: string;
  company: string;
  description: string;
  /** Its requirement bullets (jobs' extractRequirements); empty when it lists none. */
  requirements: readonly string[];
}

/** One thing she has shown, as the letter may quote it. */
export interface LetterProof {
  kind: 'resume' | 'story';
  /** What the letter says: her accepted translation of the line when she has one, or her line. */
  text: string;
  /** What it rests on, exactly as she wrote it (her resume line, her story's result). */
  quote: string;
  /** The skills it shows (the evidence bank's competency labels). */
  skills: readonly string[];
}

export interface LetterCertificate {
  /** "Customer Success" */
  label: string;
  /** Its public verification page. */
  link: string;
}

export interface LetterInput {
  posting: LetterPosting;
  proofs: readonly LetterProof[];
  /** The skills her evidence bank judges strengths, strongest first. */
  strengths: readonly string[];
  /** Her certificate for the posting's role, when she has one. */
  certificate: LetterCertificate | null;
  /** The posting role's course, when she has started it (a gap names it). */
  courseInProgress: string | null;
  length: CoverLetterLength;
  /** The skills a line asks for or shows (resumes' skillsShownBy). */
  skillsOf: (text: string) => readonly string[];
  reference: FactReference;
}

export interface BuiltLetter {
  paragraphs: LetterParagraph[];
  wordCount: number;
}

const NUMBER_PROMPT =
  'Can you add a number here? How many students, parents or colleagues did this reach, or what changed for them? Put in only a number you could show.';
const GAP_PROMPT =
  'What are you doing about this: a course, a certificate, a project? Add it here so the letter can say so.';

const STOP = new Set(
  'with from that this have your will able work working strong experience skills ability years year team teams other their they them into about across including such using within well more than must preferred plus'.split(
    ' ',
  ),
);

const contentWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? []).filter((word) => !STOP.has(word)));

export const countWords = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

const clean = (line: string) =>
  line
    .replace(/^[\s\-•*–·]+/, '')
    .replace(/[\s.;,:]+$/, '')
    .trim();

/** A capitalised first word keeps its case when it is an acronym or a name ("CRM", "HubSpot"). */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text.split(' ')[0] ?? '')
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;

const startsWithVerb = (line: string) =>
  verbTense(clean(line).split(/\s+/)[0]?.toLowerCase()) !== null;

/**
 * Her line in the first person, with her own verb: "Supported new teachers..." becomes "I
 * supported new teachers...", never anything stronger.
 */
export function inFirstPerson(line: string): string {
  const text = clean(line);
  const [first = '', ...rest] = text.split(/\s+/);
  const tense = verbTense(first.toLowerCase());
  if (tense === 'past') return `I ${first.toLowerCase()} ${rest.join(' ')}.`;
  if (tense === 'present') {
    const base = verbBase(first.toLowerCase());
    if (base) return `I ${base} ${rest.join(' ')}.`;
  }
  return `From my resume: ${text}.`;
}

interface Draft {
  slot: LetterSlot;
  sentences: { text: string; evidence: LetterEvidence[]; prompt: string | null }[];
  /** Dropped first when the letter runs long (0: never). */
  priority: number;
}

const posting = (quote: string): LetterEvidence => ({ kind: 'posting', quote, link: null });

/** The posting's requirements; a posting without a list gives its sentences that ask for a skill. */
function requirementsOf(input: LetterInput): string[] {
  const listed = input.posting.requirements.map(clean).filter(Boolean);
  if (listed.length > 0) return listed;
  return input.posting.description
    .split(/(?<=[.!?])\s+|\n+/)
    .map(clean)
    .filter((s) => s.length >= 12 && s.length <= 220 && input.skillsOf(s).length > 0)
    .slice(0, 8);
}

function score(requirement: string, skills: readonly string[], proof: LetterProof): number {
  const shared = proof.skills.filter((s) => skills.includes(s)).length;
  const words = contentWords(requirement);
  const overlap = [...contentWords(proof.quote)].filter((w) => words.has(w)).length;
  return shared + overlap * 0.5;
}

const WHY_COMPANY =
  /\b(?:mission|we believe|our customers|schools?|students?|learners?|educators?|teachers?|classrooms?|education)\b/i;

function whyCompany(input: LetterInput): Draft {
  const { company, description } = input.posting;
  const line = description
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .find((s) => WHY_COMPANY.test(s) && countWords(s) >= 6 && countWords(s) <= 35);
  const sentences = line
    ? [
        {
          text: `What draws me to ${company} is what your posting says: "${clean(line)}."`,
          evidence: [posting(line)],
          prompt: null,
        },
      ]
    : [
        {
          text: `What draws me to ${company} is the chance to bring what I learned in the classroom to the people you serve.`,
          evidence: [posting(company)],
          prompt: null,
        },
      ];
  return { slot: 'why-company', sentences, priority: 3 };
}

/**
 * A letter from the posting and her own evidence only (issue 29): an opening naming the role and
 * company, why this company, two or three paragraphs each answering one requirement with her own
 * line or story, an honest sentence for a requirement she has no evidence for, why she is moving
 * from teaching, and a close. Every sentence carries what it rests on and the fact guard's flags.
 */
export function buildCoverLetter(letterInput: LetterInput): BuiltLetter {
  // Lines of what she did (a verb first) and stories; a skills list or a summary only when she
  // has nothing else.
  const actions = letterInput.proofs.filter((p) => p.kind === 'story' || startsWithVerb(p.text));
  const input = { ...letterInput, proofs: actions.length > 0 ? actions : letterInput.proofs };
  const { title, company } = input.posting;
  const requirements = requirementsOf(input);
  const bounds = COVER_LETTER_WORDS[input.length];
  const evidenceParagraphs = input.length === 'short' ? 2 : 3;
  const gapParagraphs = input.length === 'short' ? 1 : 2;

  // Each requirement first gets its best proof, in the posting's order; further proofs after.
  const used = new Set<LetterProof>();
  const ranked = requirements.map((requirement) => {
    const skills = input.skillsOf(requirement);
    return {
      requirement,
      proofs: input.proofs
        .map((p) => ({ p, s: score(requirement, skills, p) }))
        .filter((r) => r.s >= 1)
        .sort((a, b) => b.s - a.s)
        .map((r) => r.p),
    };
  });
  const matched: { requirement: string; proofs: LetterProof[] }[] = [];
  const gaps: string[] = [];
  for (const { requirement, proofs } of ranked) {
    const best = proofs.find((p) => !used.has(p));
    if (!best) {
      if (proofs.length === 0) gaps.push(requirement);
      continue;
    }
    if (matched.length >= evidenceParagraphs) continue;
    used.add(best);
    matched.push({ requirement, proofs: [best] });
  }
  const perParagraph = input.length === 'short' ? 2 : 3;
  for (const paragraph of matched) {
    const more = ranked.find((r) => r.requirement === paragraph.requirement)!.proofs;
    for (const p of more) {
      if (paragraph.proofs.length >= perParagraph) break;
      if (used.has(p)) continue;
      used.add(p);
      paragraph.proofs.push(p);
    }
  }

  const drafts: Draft[] = [
    {
      slot: 'opening',
      priority: 0,
      sentences: [
        {
          text: `I am writing to apply for the ${title} role at ${company}.`,
          evidence: [posting(`${title}, ${company}`)],
          prompt: null,
        },
        {
          text: `I am a teacher moving into this work, and below I have set out where my experience meets what you are looking for.`,
          evidence: [posting(title)],
          prompt: null,
        },
      ],
    },
    whyCompany(input),
  ];

  matched.forEach(({ requirement, proofs }, index) => {
    const sentences: Draft['sentences'] = [
      {
        text: `You are looking for "${requirement}."`,
        evidence: [posting(requirement)],
        prompt: null,
      },
    ];
    for (const proof of proofs) {
      const text =
        proof.kind === 'story'
          ? `A moment I would be glad to tell you about: ${clean(proof.text)}.`
          : inFirstPerson(proof.text);
      sentences.push({
        text,
        evidence: [{ kind: proof.kind, quote: proof.quote, link: null }],
        prompt: /\d/.test(proof.quote) ? null : NUMBER_PROMPT,
      });
    }
    drafts.push({ slot: 'evidence', sentences, priority: index === 0 ? 0 : 4 - index });
  });

  if (input.certificate) {
    const { label, link } = input.certificate;
    const sentence = {
      text: `I have also earned the Classroom to Career ${label} certificate, which you can check at ${link}.`,
      evidence: [
        { kind: 'certificate' as const, quote: `${label} certificate`, link },
      ] satisfies LetterEvidence[],
      prompt: null,
    };
    const last = drafts.findLast((d) => d.slot === 'evidence');
    if (last) last.sentences.push(sentence);
    else drafts.push({ slot: 'evidence', sentences: [sentence], priority: 0 });
  }

  gaps.slice(0, gapParagraphs).forEach((requirement, index) => {
    const doing = input.certificate
      ? `I have not done this in a job yet; I earned the ${input.certificate.label} certificate to prepare for work like it, and I would be glad to keep learning it with you.`
      : input.courseInProgress
        ? `I have not done this in a job yet; I am working through the Classroom to Career ${input.courseInProgress} course to build it.`
        : `I have not done this in a job yet, and I would be glad to learn it.`;
    drafts.push({
      slot: 'gap',
      priority: 5 + index,
      sentences: [
        {
          text: `You also ask for "${requirement}."`,
          evidence: [posting(requirement)],
          prompt: null,
        },
        {
          text: doing,
          evidence: input.certificate
            ? [
                {
                  kind: 'certificate',
                  quote: `${input.certificate.label} certificate`,
                  link: input.certificate.link,
                },
              ]
            : [posting(requirement)],
          prompt: input.certificate || input.courseInProgress ? null : GAP_PROMPT,
        },
      ],
    });
  });

  // A skill's name ("leading professional development") is a claim too: it is said only when
  // the line it rests on supports its verbs.
  const strengthPairs = input.strengths
    .map((skill) => ({
      skill,
      proof: input.proofs.find((p) => p.kind === 'resume' && p.skills.includes(skill)),
    }))
    .filter(
      (pair): pair is { skill: string; proof: LetterProof } =>
        pair.proof !== undefined &&
        checkLetterSentence(pair.skill, input.reference, pair.proof.quote).length === 0,
    )
    .slice(0, 2);
  const strengths = strengthPairs.map((pair) => pair.skill);
  const strengthProofs = strengthPairs.map((pair) => pair.proof);
  const example = input.proofs.find(
    (p) => p.kind === 'resume' && !used.has(p) && strengths.some((s) => p.skills.includes(s)),
  );
  drafts.push({
    slot: 'why-move',
    priority: 0,
    sentences: [
      strengths.length > 0 && strengthProofs.length > 0
        ? {
            text: `I am moving from teaching because the parts of my work I do best are at the heart of this role: ${strengths.map(lowerFirst).join('; and ')}.`,
            evidence: strengthProofs.map((p) => ({
              kind: 'resume' as const,
              quote: p.quote,
              link: null,
            })),
            prompt: null,
          }
        : {
            text: `I am moving from teaching because I want to use what the classroom taught me with ${company}'s customers and colleagues.`,
            evidence: [posting(company)],
            prompt: null,
          },
      ...(example
        ? [
            {
              text: `In my classroom, that looked like this: ${inFirstPerson(example.text)}`,
              evidence: [{ kind: 'resume' as const, quote: example.quote, link: null }],
              prompt: /\d/.test(example.quote) ? null : NUMBER_PROMPT,
            },
          ]
        : []),
    ],
  });
  drafts.push({
    slot: 'close',
    priority: 0,
    sentences: [
      {
        text: `Thank you for your time; I would welcome the chance to talk about how I could help ${company}.`,
        evidence: [posting(company)],
        prompt: null,
      },
      {
        text: 'I would be glad to walk you through any line of this letter.',
        evidence: [posting(company)],
        prompt: null,
      },
    ],
  });

  const words = () =>
    drafts.reduce((n, d) => n + d.sentences.reduce((m, s) => m + countWords(s.text), 0), 0);
  // Too long: further proofs go first (the last paragraph's first), then the least needed
  // paragraphs, never the frame.
  const extraProof = (d: Draft) => {
    const proofs = d.sentences.filter((s) => s.evidence[0]?.kind !== 'posting');
    return proofs.length > 1 ? proofs[proofs.length - 1] : undefined;
  };
  for (;;) {
    if (words() <= bounds.max) break;
    const paragraph = drafts.findLast((d) => d.slot === 'evidence' && extraProof(d));
    if (!paragraph) break;
    paragraph.sentences.splice(paragraph.sentences.indexOf(extraProof(paragraph)!), 1);
  }
  while (words() > bounds.max) {
    const droppable = drafts.filter((d) => d.priority > 0).sort((a, b) => b.priority - a.priority);
    if (droppable.length === 0) break;
    drafts.splice(drafts.indexOf(droppable[0]!), 1);
  }

  let n = 0;
  const paragraphs: LetterParagraph[] = drafts.map((d) => ({
    slot: d.slot,
    sentences: d.sentences.map((s): LetterSentence => {
      n += 1;
      return {
        id: `s${n}`,
        text: s.text,
        evidence: s.evidence,
        prompt: s.prompt,
        flags: checkLetterSentence(s.text, input.reference, claimSourceOf(s.evidence)),
      };
    }),
  }));
  return { paragraphs, wordCount: letterWordCount(paragraphs) };
}

/** What a sentence's scope verbs are checked against: the quotes it rests on. */
export const claimSourceOf = (evidence: readonly LetterEvidence[]) =>
  evidence.map((e) => e.quote).join('\n');

export const letterWordCount = (paragraphs: readonly LetterParagraph[]) =>
  paragraphs.reduce((n, p) => n + p.sentences.reduce((m, s) => m + countWords(s.text), 0), 0);
