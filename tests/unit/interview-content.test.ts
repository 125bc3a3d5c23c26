import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRACKS } from '@/shared/constants';
import {
  InterviewBankSchema,
  RoleplaySchema,
  type RoleplayContent,
  type RoleplayNodeContent,
  type TrackSlug,
} from '@/server/content/content.schemas';
import { readContentJson } from '@/server/content/read-content-json';
import { CONTENT_DIR } from '@/server/lib/paths';
import { COMPETENCY_IDS } from '@/server/features/resumes/analysis/competencies';
import { matchCues } from '@/server/core/feedback';

/**
 * The Interview Studio's content (issue 28): the question bank per track and the roleplay per track,
 * read the way the server reads them, then held to the issue's numbers and to a sound graph.
 */
const INTERVIEW_DIR = path.join(CONTENT_DIR, 'interview');
const PREFIX: Record<TrackSlug, string> = {
  sales: 'sales',
  'customer-success': 'cs',
  'learning-development': 'ld',
};
const slugs = TRACKS.map((t) => t.slug);

const jsonFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort();

const banks = Object.fromEntries(
  slugs.map((slug) => [slug, readContentJson(InterviewBankSchema, `interview/${slug}.json`)]),
) as Record<TrackSlug, ReturnType<typeof InterviewBankSchema.parse>>;
const roleplays = Object.fromEntries(
  slugs.map((slug) => [slug, readContentJson(RoleplaySchema, `interview/roleplays/${slug}.json`)]),
) as Record<TrackSlug, RoleplayContent>;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('interview content files (content/interview)', () => {
  it('holds exactly one question bank and one roleplay per track, and nothing else', () => {
    const expected = slugs.map((slug) => `${slug}.json`).sort();
    expect(jsonFiles(INTERVIEW_DIR)).toEqual(expected);
    expect(jsonFiles(path.join(INTERVIEW_DIR, 'roleplays'))).toEqual(expected);
    const dirs = readdirSync(INTERVIEW_DIR, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(dirs.map((d) => d.name)).toEqual(['roleplays']);
  });

  it('parses every file with its schema', () => {
    for (const name of jsonFiles(INTERVIEW_DIR)) {
      const raw: unknown = JSON.parse(readFileSync(path.join(INTERVIEW_DIR, name), 'utf8'));
      expect(InterviewBankSchema.safeParse(raw).error?.issues ?? []).toEqual([]);
    }
    for (const name of jsonFiles(path.join(INTERVIEW_DIR, 'roleplays'))) {
      const raw: unknown = JSON.parse(
        readFileSync(path.join(INTERVIEW_DIR, 'roleplays', name), 'utf8'),
      );
      expect(RoleplaySchema.safeParse(raw).error?.issues ?? []).toEqual([]);
    }
  });
});

describe('question banks (content/interview/<track>.json)', () => {
  it.each(slugs)('%s has at least 40 questions, 10 of them the teacher pack', (slug) => {
    const bank = banks[slug];
    expect(bank.track).toBe(slug);
    expect(bank.questions.length).toBeGreaterThanOrEqual(40);
    expect(bank.questions.filter((q) => q.kind === 'teacher').length).toBeGreaterThanOrEqual(10);
  });

  it('uses each question id once across all three tracks', () => {
    const ids = slugs.flatMap((slug) => banks[slug].questions.map((q) => q.id));
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it.each(slugs)('%s: ids, competencies and rubric ids belong to the track', (slug) => {
    for (const q of banks[slug].questions) {
      expect(q.id.startsWith(`${PREFIX[slug]}-`), q.id).toBe(true);
      expect(q.competency.startsWith(`${PREFIX[slug]}.`), q.id).toBe(true);
      expect(COMPETENCY_IDS.has(q.competency), `${q.id}: ${q.competency}`).toBe(true);
      const checkIds = q.rubric.map((c) => c.id);
      expect(new Set(checkIds).size, q.id).toBe(checkIds.length);
    }
  });

  it.each(slugs)('%s: behavioural answers aim for 60-120 seconds and are STAR stories', (slug) => {
    for (const q of banks[slug].questions.filter((q) => q.kind === 'behavioural')) {
      expect(q.targetSeconds.min, q.id).toBeGreaterThanOrEqual(60);
      expect(q.targetSeconds.max, q.id).toBeLessThanOrEqual(120);
      expect(q.star, q.id).toBe(true);
    }
  });

  it.each(slugs)('%s: model answers run 90-300 words, the strong one longer', (slug) => {
    for (const q of banks[slug].questions) {
      const entry = words(q.modelAnswers.entry);
      const strong = words(q.modelAnswers.strong);
      expect(entry, `${q.id} entry`).toBeGreaterThanOrEqual(90);
      expect(strong, `${q.id} strong`).toBeLessThanOrEqual(300);
      expect(strong, q.id).toBeGreaterThan(entry);
    }
  });

  it.each(slugs)('%s: every strong model answer passes its own rubric', (slug) => {
    const missed = banks[slug].questions.flatMap((q) =>
      q.rubric
        .filter((check) => matchCues(q.modelAnswers.strong, check.cues) === null)
        .map((check) => `${q.id}/${check.id}`),
    );
    expect(missed).toEqual([]);
  });
});

/** Where a node leads, read straight from the content (not through the schema's helper). */
const targetsOf = (node: RoleplayNodeContent): string[] =>
  node.type === 'ending'
    ? []
    : [
        ...node.choices.map((c) => c.next),
        ...(node.freeReply ? [node.freeReply.next, node.freeReply.nextIfMissed] : []),
      ];

/** Every path from the start to an ending, as node ids; throws on a loop or a dead end. */
function allPaths(scenario: RoleplayContent): string[][] {
  const byId = new Map(scenario.nodes.map((n) => [n.id, n]));
  const paths: string[][] = [];
  const walk = (id: string, trail: string[]) => {
    if (trail.includes(id)) throw new Error(`loop: ${[...trail, id].join(' -> ')}`);
    const node = byId.get(id);
    if (!node) throw new Error(`dead link: ${trail.at(-1)} -> ${id}`);
    if (node.type === 'ending') {
      paths.push([...trail, id]);
      return;
    }
    const targets = targetsOf(node);
    if (targets.length === 0) throw new Error(`dead end at ${id}`);
    for (const target of new Set(targets)) walk(target, [...trail, id]);
  };
  walk(scenario.start, []);
  return paths;
}

describe('roleplays (content/interview/roleplays/<track>.json)', () => {
  it.each(slugs)('%s: one scenario of 8-14 nodes for the track', (slug) => {
    const scenario = roleplays[slug];
    expect(scenario.track).toBe(slug);
    expect(scenario.id.startsWith(`${PREFIX[slug]}-roleplay-`)).toBe(true);
    expect(COMPETENCY_IDS.has(scenario.competency)).toBe(true);
    expect(scenario.competency.startsWith(`${PREFIX[slug]}.`)).toBe(true);
    expect(scenario.nodes.length).toBeGreaterThanOrEqual(8);
    expect(scenario.nodes.length).toBeLessThanOrEqual(14);
  });

  it.each(slugs)("%s: every choice's target and check exist", (slug) => {
    const scenario = roleplays[slug];
    const nodeIds = new Set(scenario.nodes.map((n) => n.id));
    const checkIds = new Set(scenario.rubric.map((c) => c.id));
    expect(nodeIds.has(scenario.start)).toBe(true);
    for (const node of scenario.nodes) {
      for (const target of targetsOf(node))
        expect(nodeIds.has(target), `${node.id} -> ${target}`).toBe(true);
      if (node.type === 'turn') {
        for (const choice of node.choices) expect(checkIds.has(choice.check), choice.id).toBe(true);
        if (node.freeReply) expect(checkIds.has(node.freeReply.check), node.id).toBe(true);
      }
    }
  });

  it.each(slugs)('%s: every node is reachable from the start and every path ends', (slug) => {
    const scenario = roleplays[slug];
    const paths = allPaths(scenario);
    const visited = new Set(paths.flat());
    expect(scenario.nodes.map((n) => n.id).filter((id) => !visited.has(id))).toEqual([]);
    for (const p of paths)
      expect(scenario.nodes.find((n) => n.id === p.at(-1))?.type).toBe('ending');
  });

  it.each(slugs)('%s: the best replies reach a strong ending that shows every check', (slug) => {
    const scenario = roleplays[slug];
    const byId = new Map(scenario.nodes.map((n) => [n.id, n]));
    // Follow the first reply that shows its check at each turn.
    const shown = new Set<string>();
    let node = byId.get(scenario.start)!;
    for (let steps = 0; node.type === 'turn' && steps < scenario.nodes.length; steps++) {
      const best = node.choices.find((c) => c.shows)!;
      shown.add(best.check);
      node = byId.get(best.next)!;
    }
    expect(node.type === 'ending' && node.outcome).toBe('strong');
    expect([...shown].sort()).toEqual(scenario.rubric.map((c) => c.id).sort());
  });

  it.each(slugs)("%s: a typed reply is scored by its check's cues", (slug) => {
    const scenario = roleplays[slug];
    const turns = scenario.nodes.filter((n) => n.type === 'turn');
    const withFreeReply = turns.filter((n) => n.freeReply);
    expect(withFreeReply.length).toBeGreaterThanOrEqual(2);
    for (const node of withFreeReply) {
      // The reply that shows the check, typed by her, matches the check's cues.
      const check = scenario.rubric.find((c) => c.id === node.freeReply!.check)!;
      const showing = node.choices.find((c) => c.check === check.id && c.shows);
      if (showing)
        expect(matchCues(showing.text, check.cues), `${node.id}/${showing.id}`).not.toBeNull();
    }
  });
});

/**
 * Replies a teacher might type at each node that takes a typed reply: the first two make the move
 * the node's check asks for, in different words, and must show it; the last does not and must not.
 */
const TYPED: Record<TrackSlug, Record<string, [string, string, string]>> = {
  sales: {
    open: [
      "Of course. Can I ask first what's prompting you to look at reading tools right now?",
      'Sure, before I do, what are your biggest reading challenges this year?',
      "Sure, it's a great product with lots of features.",
    ],
    situation: [
      'How is that affecting your students and your teachers?',
      'What would it mean for the district if nothing changes?',
      'We can fix that.',
    ],
    timeline: [
      'So if I heard you right, you need a decision by April for the May board meeting?',
      'Just to confirm, Priya leads, Sam approves privacy, and it has to be decided by April?',
      'Great, talk soon.',
    ],
    recap: [
      'Could we book 45 minutes with Priya and Sam next Tuesday?',
      "Let's set up a meeting with Priya and Sam for next week.",
      "I'll send some information over.",
    ],
  },
  'customer-success': {
    open: [
      'I appreciate you telling me straight. What have you been hearing from principals?',
      'That makes sense given the budget. Can you tell me what the review looks at?',
      'But our product is great!',
    ],
    criteria: [
      'Let me share what I see: 9 of your 22 schools use it weekly.',
      'I can pull your usage by school and compare results.',
      'Let me send you our research.',
    ],
    plan: [
      'Can we meet with your assessment team on the 14th?',
      "Let's book the review for next Thursday.",
      "We'll handle it.",
    ],
  },
  'learning-development': {
    open: [
      'Happy to help. What outcome are you hoping to see from the training?',
      'Sure. What would success look like for you in three months?',
      "Yes, I'll build it.",
    ],
    goal: [
      'What changed around the time the score started dropping?',
      'Has anything changed in the product or the team since then?',
      "OK, I'll write the modules.",
    ],
    proposal: [
      "We'll compare CSAT on billing tickets with this month's baseline and check escalations after 30 days.",
      "We'll measure the satisfaction score and escalations before and after.",
      "They'll fill in a survey at the end.",
    ],
  },
};

describe('typed replies in the roleplays', () => {
  it.each(slugs)('%s: every node that takes a typed reply has sample replies', (slug) => {
    const withFreeReply = roleplays[slug].nodes.filter((n) => n.type === 'turn' && n.freeReply);
    expect(withFreeReply.map((n) => n.id).sort()).toEqual(Object.keys(TYPED[slug]).sort());
  });

  it.each(slugs)(
    "%s: a reply that makes the move shows the node's check, one that does not misses it",
    (slug) => {
      const scenario = roleplays[slug];
      for (const [nodeId, [first, second, miss]] of Object.entries(TYPED[slug])) {
        const node = scenario.nodes.find((n) => n.id === nodeId);
        if (node?.type !== 'turn' || !node.freeReply)
          throw new Error(`${nodeId} takes no typed reply`);
        const cues = scenario.rubric.find((c) => c.id === node.freeReply!.check)!.cues;
        expect(matchCues(first, cues), first).not.toBeNull();
        expect(matchCues(second, cues), second).not.toBeNull();
        expect(matchCues(miss, cues), miss).toBeNull();
      }
    },
  );
});

describe('RoleplaySchema rejects a broken scenario', () => {
  const sound = () => structuredClone(roleplays.sales) as RoleplayContent;
  const issues = (scenario: unknown) =>
    (RoleplaySchema.safeParse(scenario).error?.issues ?? []).map((i) => i.message);
  const firstTurn = (scenario: RoleplayContent) =>
    scenario.nodes.find(
      (n): n is Extract<RoleplayNodeContent, { type: 'turn' }> => n.type === 'turn',
    )!;

  it('accepts the sound scenario', () => {
    expect(issues(sound())).toEqual([]);
  });

  it('rejects a choice that leads nowhere', () => {
    const scenario = sound();
    firstTurn(scenario).choices[0]!.next = 'nowhere';
    expect(issues(scenario)).toContainEqual(
      expect.stringContaining('nowhere, which is not a node'),
    );
  });

  it('rejects a check that is not in the rubric', () => {
    const scenario = sound();
    firstTurn(scenario).choices[0]!.check = 'made-up';
    expect(issues(scenario)).toContainEqual(
      expect.stringContaining('made-up is not in the rubric'),
    );
  });

  it('rejects a loop, since a path round it would never end', () => {
    const scenario = sound();
    const later = scenario.nodes.find(
      (n): n is Extract<RoleplayNodeContent, { type: 'turn' }> =>
        n.type === 'turn' && n.id !== scenario.start,
    )!;
    later.choices[0]!.next = scenario.start;
    expect(issues(scenario)).toContainEqual(expect.stringMatching(/^loop: /));
  });

  it('rejects a node the start cannot reach', () => {
    const scenario = sound();
    scenario.nodes.push({
      type: 'ending',
      id: 'orphan',
      line: 'Nobody gets here.',
      outcome: 'weak',
      summary: 'Unreachable.',
    });
    expect(issues(scenario)).toContainEqual('orphan cannot be reached from the start');
  });
});
