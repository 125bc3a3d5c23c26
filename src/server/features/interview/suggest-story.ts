import type { InterviewQuestionContent } from '../../content/content.schemas';
import { matchCues } from '../../core/feedback';

interface StoryLike {
  id: string;
  competencies: string[];
  situation: string;
  task: string;
  action: string;
  result: string;
}

/**
 * The story of her bank that fits a question: one tagged with the competency it probes, then the
 * one whose words meet most of its rubric cues; null when none shares anything with it.
 */
export function suggestStory<S extends StoryLike>(
  stories: readonly S[],
  question: InterviewQuestionContent,
): S | null {
  let best: { story: S; score: number } | null = null;
  for (const story of stories) {
    const text = [story.situation, story.task, story.action, story.result].join(' ');
    const cues = question.rubric.filter((r) => matchCues(text, r.cues) !== null).length;
    const score = (story.competencies.includes(question.competency) ? 10 : 0) + cues;
    if (score > 0 && (!best || score > best.score)) best = { story, score };
  }
  return best?.story ?? null;
}

/** How many of her last answers one story was suggested for, before it reads as "one story for everything". */
export const ONE_STORY_WARNING = { of: 5, atLeast: 4 } as const;

export function storyWarnings(
  recent: readonly (string | null)[],
  stories: readonly { id: string; title: string }[],
): string[] {
  const warnings: string[] = [];
  const last = recent.slice(0, ONE_STORY_WARNING.of);
  for (const story of stories) {
    const n = last.filter((id) => id === story.id).length;
    if (last.length === ONE_STORY_WARNING.of && n >= ONE_STORY_WARNING.atLeast)
      warnings.push(
        `“${story.title}” answers ${n} of your last ${ONE_STORY_WARNING.of} questions: practise a second story so an interviewer hears more than one.`,
      );
  }
  return warnings;
}
