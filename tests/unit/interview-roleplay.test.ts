import { describe, expect, it } from 'vitest';
import type { RoleplayTurn } from '@/shared/contracts/interview-roleplay';
import { loadContent } from '@/server/content/load-content';
import type { RoleplayContent } from '@/server/content/content.schemas';
import { HttpError } from '@/server/lib/http-errors';
import {
  roleplayView,
  scoreRoleplay,
  walkRoleplay,
} from '@/server/features/interview/play-roleplay';

const { interviewRoleplays } = loadContent();
const sales = interviewRoleplays.find((r) => r.track === 'sales')!;

/** Her replies when she always picks the first choice that shows (strong) or misses (weak). */
function path(roleplay: RoleplayContent, strong: boolean): RoleplayTurn[] {
  const turns: RoleplayTurn[] = [];
  let at = roleplay.nodes.find((n) => n.id === roleplay.start)!;
  while (at.type === 'turn') {
    const choice = at.choices.find((c) => c.shows === strong)!;
    turns.push({ choiceId: choice.id });
    at = roleplay.nodes.find((n) => n.id === choice.next)!;
  }
  return turns;
}

const play = (roleplay: RoleplayContent, turns: RoleplayTurn[]) =>
  scoreRoleplay(roleplay, walkRoleplay(roleplay, turns));
const passed = (roleplay: RoleplayContent, turns: RoleplayTurn[]) =>
  play(roleplay, turns).checks.filter((c) => c.passed).length;

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('roleplay scoring', () => {
  it('loads one roleplay per role', () => {
    expect(interviewRoleplays.map((r) => r.track).sort()).toEqual([
      'customer-success',
      'learning-development',
      'sales',
    ]);
  });

  for (const roleplay of interviewRoleplays) {
    it(`${roleplay.id}: the strong path passes every rubric check, the weak one fewer`, () => {
      const strong = play(roleplay, path(roleplay, true));
      expect(strong.ending.outcome).toBe('strong');
      expect(strong.checks.every((c) => c.passed)).toBe(true);
      expect(strong.checks).toHaveLength(roleplay.rubric.length);
      const weak = play(roleplay, path(roleplay, false));
      expect(weak.ending.outcome).not.toBe('strong');
      expect(passed(roleplay, path(roleplay, false))).toBeLessThan(strong.checks.length);
      expect(weak.sharpen.length).toBeGreaterThan(0);
      // Every quote is her words: an exact substring of what she said on that path.
      for (const result of [strong, weak])
        for (const check of result.checks.filter((c) => c.passed)) {
          expect(check.quote).toBeTruthy();
          expect(result.text).toContain(check.quote!);
        }
    });
  }

  it('quotes the words of the chosen reply that carry the check, and names a stronger reply where she missed', () => {
    const strong = play(sales, path(sales, true));
    expect(strong.checks.find((c) => c.id === 'open-questions')).toMatchObject({
      passed: true,
      quote: 'what made you',
    });
    const turns = path(sales, true);
    turns[0] = { choiceId: 'feature-tour' };
    turns.splice(1, 0, { choiceId: 'recover-ask' });
    const result = play(sales, turns);
    // A reply with no cue of the check in it is quoted whole.
    const open = result.checks.find((c) => c.id === 'open-questions')!;
    expect(open.passed).toBe(true);
    expect(open.quote).toBe(result.turns[1]!.reply);
    expect(result.stronger).toContain('what made you sign up for the webinar?');
    expect(result.stronger).toContain('tell me about yours?');
  });

  it('branches a typed reply on the check’s cues, and quotes what she typed', () => {
    const typed = 'Before I do, tell me about what is going on with reading in your schools.';
    const hit = walkRoleplay(sales, [{ text: typed }]);
    expect(hit.at.id).toBe('situation');
    expect(hit.steps[0]).toMatchObject({ shows: true, quote: 'tell me about' });
    const miss = walkRoleplay(sales, [{ text: 'Lumen has 3,000 levelled books for K-5.' }]);
    expect(miss.at.id).toBe('pitch-early');
    expect(miss.steps[0]).toMatchObject({ shows: false, quote: null });

    const rest = path(sales, true).slice(1);
    const result = play(sales, [{ text: typed }, ...rest]);
    expect(result.checks.find((c) => c.id === 'open-questions')).toMatchObject({
      passed: true,
      quote: 'tell me about',
    });
    expect(result.text.startsWith(typed)).toBe(true);
  });

  it('marks a teacher word she typed, naming the corporate word', () => {
    const result = play(sales, [
      {
        text: 'Tell me about your students and how you use differentiated instruction in reading.',
      },
      ...path(sales, true).slice(1),
    ]);
    const jargon = result.checks.filter((c) => c.id.startsWith('jargon:'));
    expect(jargon.length).toBeGreaterThan(0);
    expect(jargon.map((c) => c.quote)).toContain('differentiated instruction');
    for (const check of jargon) {
      expect(check.passed).toBe(false);
      expect(result.text).toContain(check.quote!);
    }
  });

  it('refuses a choice not offered at that step, naming it', () => {
    const error = refusal(() =>
      walkRoleplay(sales, [{ choiceId: 'ask-why-now' }, { choiceId: 'recap' }]),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('"recap"');
    expect(error.message).toContain('Reply 2');
  });

  it('refuses a typed reply where only choices are offered, a reply after the end, and an unfinished path', () => {
    expect(
      refusal(() =>
        walkRoleplay(sales, [{ choiceId: 'feature-tour' }, { text: 'What is not working?' }]),
      ).statusCode,
    ).toBe(400);
    const full = path(sales, true);
    expect(refusal(() => walkRoleplay(sales, [...full, { choiceId: 'recap' }])).message).toMatch(
      /ended after reply/,
    );
    expect(refusal(() => play(sales, full.slice(0, 2))).message).toMatch(/not finished yet/);
  });

  it('shows her the scenario without how it is scored', () => {
    const view = JSON.stringify(roleplayView(sales));
    for (const secret of ['"shows"', '"why"', '"check"', '"next"', '"cues"', 'freeReply'])
      expect(view).not.toContain(secret);
    expect(roleplayView(sales).opening).toMatchObject({ type: 'turn', typedReply: true });
  });
});
