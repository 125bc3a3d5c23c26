import type { AnswerCheck } from '@/shared/contracts/interview';
import type { Sentence } from '../../../core/feedback';

export type StarPart = 'situation' | 'task' | 'action' | 'result';

/**
 * What marks each part of a STAR story in a sentence. Deliberately plain: a part is found where a
 * listener would hear it, and the sentence that carries it is quoted back to her.
 */
const CUES: Record<StarPart, RegExp> = {
  situation:
    /(?:^(?:when|while|during|at the (?:end|start|beginning) of)\b|\b(?:my|our|the) (?:[\w'’-]+ ){0,3}(?:school|district|department|team|class|club|band)(?:'s|’s)?\b|\b(?:first|second|third|fourth|fifth|last) years?\b|\b(?:teaching|taught) (?:[\w-]+ )?[\w-]+-grade\b)|\b(?:when I (?:was|worked|taught|started|joined)|(?:last|one|that|my first) (?:year|term|semester|spring|fall|autumn|winter|summer|week|month)|(?:one|two|three|four|five|a few|several) (?:years?|months?|weeks?|terms?) ago|at my (?:school|last|previous)|as an? [\w-]+(?: [\w-]+)? (?:teacher|coach|lead|coordinator|mentor|specialist)|(?:in|at) (?:my|our) (?:[\w-]+ )?(?:school|class|classes|classroom|district|department|team|role|job|building|club)|our (?:[\w-]+ )?(?:school|district|team|department|class|club) (?:had|was|wanted|needed|adopted)|I (?:was|had been) (?:teaching|working|the|one)|there (?:was|were)|we had|a (?:parent|student|colleague|customer|client|teacher|principal|manager) (?:who|came|called|told|was))\b/i,
  task: /\b(?:my (?:goal|job|task|role|responsibility|challenge|aim) (?:was|is)|the (?:goal|task|challenge|problem|aim|ask) was|I (?:needed|had|wanted|was asked|was tasked|set out|decided) to|I needed|(?:I was|I'm) (?:responsible|accountable) for|it was (?:up to me|my job)|I was given|I took (?:that|it|this) on|I volunteered|I (?:was|am|'m) (?:the )?(?:[\w-]+ )?(?:lead|owner|point person|in charge)\b|(?:I'm|I am|I was|we were) measured on|I (?:promised|committed)|in order to|(?:a|our|the|my) (?:[\w-]+ )?(?:goal|target|deadline|quota)\b|had no (?:money|budget|time|plan)|(?:were|was) trying to|needed (?:to|about|a|an|\$?\d))\b/i,
  action:
    /\bI (?:(?:then|first|also|next|personally|quickly|immediately) )?(?:built|ran|called|set|created|designed|wrote|met|asked|started|made|led|organi[sz]ed|planned|tracked|listened|mapped|interviewed|trained|coached|taught|sent|shared|brought|changed|tested|piloted|moved|split|used|introduced|launched|rewrote|scheduled|followed|reached|walked|booked|drafted|proposed|presented|pitched|gathered|surveyed|analy[sz]ed|focused|broke|opened|offered|negotiated|handled|prepared|recorded|checked|reviewed|spent|took|gave|kept|turned|learned|explained|agreed|found|identified|chose|decided to|stopped|added|cut|mentored|facilitated|delivered|rebuilt|reworked|restructured|invited|contacted|emailed|phoned|visited|documented|summari[sz]ed|asked for)\b/i,
  result:
    /\b(?:as a result|by the end|in the end|the result|results?|which meant|that meant|so that|went (?:up|down|from)|rose|grew|fell|dropped|improved|increased|reduced|doubled|tripled|halved|raised|renewed|signed|closed|won|passed|finished|completed|saved|kept|stayed|now (?:use|uses|run|runs)|still (?:use|uses|run|runs)|ended up|outcome|afterwards?|from \S+ to \S+)\b/i,
};

const LABELS: Record<StarPart, string> = {
  situation: 'Situation: where and when the story happens',
  task: 'Task: what you had to achieve',
  action: 'Action: what you did yourself',
  result: 'Result: what changed because of it',
};

const HINTS: Record<StarPart, string> = {
  situation: 'Open with one sentence of setting: where you were and what was going on.',
  task: 'Say what you had to achieve: "My goal was to..."',
  action: 'Say what you did, in "I" sentences: "I called...", "I built...".',
  result: 'End on what changed: a number, or something anyone could have seen.',
};

/**
 * The sentence that carries each STAR part. The situation is looked for first in the opening
 * sentences and the result last in the closing ones, so one sentence rarely carries two parts.
 */
export function findStar(sentences: readonly Sentence[]): Record<StarPart, Sentence | null> {
  const find = (part: StarPart, order: readonly Sentence[]) =>
    order.find((s) => CUES[part].test(s.text)) ?? null;
  const result = find('result', [...sentences].reverse());
  const rest = sentences.filter((s) => s !== result);
  const situation = find('situation', rest);
  const task = find(
    'task',
    rest.filter((s) => s !== situation),
  );
  const action = find(
    'action',
    rest.filter((s) => s !== situation && s !== task),
  );
  return {
    situation,
    task,
    action: action ?? find('action', sentences),
    result,
  };
}

export function starChecks(found: Record<StarPart, Sentence | null>): AnswerCheck[] {
  return (['situation', 'task', 'action', 'result'] as const).map((part) => {
    const sentence = found[part];
    return sentence
      ? { id: `star-${part}`, label: LABELS[part], passed: true, quote: sentence.text }
      : { id: `star-${part}`, label: LABELS[part], passed: false, quote: null, hint: HINTS[part] };
  });
}

/** Every sentence that acts in the first person: her actions, for "I" versus "we". */
export function actionSentences(sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter(
    (s) =>
      CUES.action.test(s.text) ||
      /\bwe (?:built|ran|called|set|created|made|decided|started)\b/i.test(s.text),
  );
}
