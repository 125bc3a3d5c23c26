import type { AnswerCheck } from '@/shared/contracts/interview';
import type {
  RoleplayPlayedTurn,
  RoleplayStep,
  RoleplaySummary,
  RoleplayTurn,
  RoleplayView,
} from '@/shared/contracts/interview-roleplay';
import type { RoleplayContent, RoleplayNodeContent } from '../../content/content.schemas';
import type { Content } from '../../content/load-content';
import { teacherWordsIn } from '../../core/role-language';
import { badRequest } from '../../lib/http-errors';
import { jargonCheck, type Feedback } from './feedback/build-feedback';
import { matchCues } from '../../core/feedback';

/**
 * Plays a scripted roleplay (issue 28, item 5): replays the path her replies take through the
 * scenario, branching on a typed reply the way the content says (its free-reply check's cues, matched
 * like an answer's rubric), and scores the path with an answer's rubric shape. Which reply shows
 * which check stays here: what she sees of a scenario (`roleplayView`, `stepView`) never holds it.
 */

export const UNKNOWN_ROLEPLAY = 'That roleplay does not exist. Go back to the list and pick one.';

type TurnNode = Extract<RoleplayNodeContent, { type: 'turn' }>;
type EndingNode = Extract<RoleplayNodeContent, { type: 'ending' }>;

export function findRoleplay(content: Content, roleplayId: string): RoleplayContent | null {
  return content.interviewRoleplays.find((r) => r.id === roleplayId) ?? null;
}

export function roleplaySummary(roleplay: RoleplayContent): RoleplaySummary {
  return { id: roleplay.id, title: roleplay.title, role: roleplay.track, brief: roleplay.setting };
}

export function stepView(node: RoleplayNodeContent): RoleplayStep {
  if (node.type === 'ending') return { type: 'ending', id: node.id, line: node.line };
  return {
    type: 'turn',
    id: node.id,
    line: node.line,
    choices: node.choices.map((c) => ({ id: c.id, text: c.text })),
    typedReply: Boolean(node.freeReply),
  };
}

function nodeOf(roleplay: RoleplayContent, id: string): RoleplayNodeContent {
  // The schema refuses a dead link at boot, so every target is a node.
  return roleplay.nodes.find((n) => n.id === id)!;
}

export function roleplayView(roleplay: RoleplayContent): RoleplayView {
  return {
    ...roleplaySummary(roleplay),
    you: roleplay.you,
    counterpart: roleplay.counterpart,
    skills: roleplay.rubric.map((r) => r.label),
    opening: stepView(nodeOf(roleplay, roleplay.start)),
  };
}

/** One reply on her path, with what it showed or missed (never sent to her as is). */
export interface PlayedStep {
  node: TurnNode;
  reply: string;
  choiceId: string | null;
  check: string;
  shows: boolean;
  /** The words of her reply that show the check; null when it does not. */
  quote: string | null;
  /** Why the reply works or not, for a choice. */
  why: string | null;
}

export interface Walk {
  steps: PlayedStep[];
  /** Where her replies have led: the next turn to answer, or the ending. */
  at: RoleplayNodeContent;
}

/**
 * Follows her replies from the start. A reply after the ending, a choice not offered at that
 * step, or a typed reply where the scenario offers only choices is a 400 naming the reply.
 */
export function walkRoleplay(
  roleplay: RoleplayContent,
  turns: readonly (RoleplayTurn & object)[],
): Walk {
  let at = nodeOf(roleplay, roleplay.start);
  const steps: PlayedStep[] = [];
  turns.forEach((turn, i) => {
    const n = i + 1;
    if (at.type === 'ending')
      throw badRequest(
        `The conversation ended after reply ${i}, so reply ${n} has nothing to answer.`,
      );
    if ('choiceId' in turn) {
      const choice = at.choices.find((c) => c.id === turn.choiceId);
      if (!choice)
        throw badRequest(
          `Reply ${n}: "${turn.choiceId}" is not one of the replies offered at that point (${at.choices
            .map((c) => c.id)
            .join(', ')}).`,
        );
      const rubric = roleplay.rubric.find((r) => r.id === choice.check)!;
      steps.push({
        node: at,
        reply: choice.text,
        choiceId: choice.id,
        check: choice.check,
        shows: choice.shows,
        quote: choice.shows ? (matchCues(choice.text, rubric.cues) ?? choice.text) : null,
        why: choice.why,
      });
      at = nodeOf(roleplay, choice.next);
      return;
    }
    if (!at.freeReply)
      throw badRequest(
        `Reply ${n}: at that point pick one of the replies offered; typing your own is open at other points.`,
      );
    const { check, next, nextIfMissed } = at.freeReply;
    const rubric = roleplay.rubric.find((r) => r.id === check)!;
    const quote = matchCues(turn.text, rubric.cues);
    steps.push({
      node: at,
      reply: turn.text,
      choiceId: null,
      check,
      shows: quote !== null,
      quote,
      why: null,
    });
    at = nodeOf(roleplay, quote !== null ? next : nextIfMissed);
  });
  return { steps, at };
}

export interface ScoredRoleplay extends Feedback {
  turns: RoleplayPlayedTurn[];
  ending: EndingNode;
  /** Her replies, a paragraph each: every quote is an exact substring of it. */
  text: string;
}

/**
 * The feedback on a finished path: one check per rubric item (passed when some reply showed it,
 * quoting that reply's words), a failed check for each teacher word in what she typed, and a
 * stronger version made of the scenario's strong replies where she missed.
 */
export function scoreRoleplay(roleplay: RoleplayContent, walk: Walk): ScoredRoleplay {
  if (walk.at.type !== 'ending')
    throw badRequest(
      `The conversation is not finished yet: reply to ${roleplay.counterpart.name}'s last line before asking for feedback.`,
    );
  const { steps } = walk;
  const rubricChecks = roleplay.rubric.map((rubric): AnswerCheck & { why: string | null } => {
    const shown = steps.find((s) => s.check === rubric.id && s.shows);
    if (shown)
      return {
        id: rubric.id,
        label: rubric.label,
        passed: true,
        quote: shown.quote,
        why: shown.why,
      };
    const missed = steps.find((s) => s.check === rubric.id);
    const hint = missed
      ? (missed.why ?? `Your reply did not do this yet: “${rubric.label}”.`)
      : `The conversation ended before this came up: “${rubric.label}”.`;
    return { id: rubric.id, label: rubric.label, passed: false, quote: null, hint, why: null };
  });

  const jargon = new Map<string, AnswerCheck>();
  for (const step of steps)
    if (step.choiceId === null)
      for (const word of teacherWordsIn(roleplay.track, step.reply)) {
        const check = jargonCheck(word);
        if (!jargon.has(check.id)) jargon.set(check.id, check);
      }

  const landed = rubricChecks
    .filter((c) => c.passed)
    .map((c) => `${c.label}: “${c.quote}”.${c.why ? ` ${c.why}` : ''}`);
  const checks: AnswerCheck[] = [
    ...rubricChecks.map(({ why: _why, ...check }) => check),
    ...jargon.values(),
  ];
  const sharpen = checks.filter((c) => !c.passed && c.hint).map((c) => c.hint!);

  const name = roleplay.counterpart.name.split(' ')[0];
  const better = steps.flatMap((step) => {
    if (step.shows) return [];
    const strong = step.node.choices.find((c) => c.shows);
    return strong ? [`When ${name} said “${step.node.line}”, you could say: “${strong.text}”`] : [];
  });
  const stronger =
    better.length > 0
      ? better.join('\n\n')
      : 'Every reply made the move that mattered. Play it again typing your own words, so the phrasing is yours on the day.';

  const turns = steps.map((s) => ({
    line: s.node.line,
    reply: s.reply,
    choiceId: s.choiceId,
    typed: s.choiceId === null,
  }));
  return {
    turns,
    ending: walk.at,
    text: steps.map((s) => s.reply).join('\n\n'),
    checks,
    landed,
    sharpen,
    stronger,
  };
}
