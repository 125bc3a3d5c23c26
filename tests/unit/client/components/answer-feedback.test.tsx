import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewAnswer } from '@/shared/contracts/interview';
import { AnswerFeedback } from '@/client/features/interview/components/answer-feedback';

afterEach(cleanup);

const base: Pick<InterviewAnswer, 'text' | 'checks' | 'landed' | 'sharpen' | 'stronger'> = {
  text: 'I called 40 local businesses.',
  checks: [],
  landed: [],
  sharpen: [],
  stronger: 'I called 40 local businesses myself.',
};

describe('AnswerFeedback with the optional language model', () => {
  it('shows the follow-up and marks a model-written stronger version', () => {
    render(
      <AnswerFeedback
        answer={{
          ...base,
          followUp: 'Which business said yes first?',
          strongerSource: 'model',
        }}
        question={undefined}
      />,
    );
    expect(
      screen.getByText('A follow-up they might ask:', { exact: false }).closest('p')?.textContent,
    ).toBe('A follow-up they might ask: Which business said yes first?');
    expect(
      screen.getByText('Reworded with the language model, checked against your evidence.'),
    ).toBeTruthy();
  });

  it('shows neither without a model (a stored answer from before, or the rules)', () => {
    const { container } = render(
      <AnswerFeedback
        answer={{ ...base, followUp: null, strongerSource: 'rules' }}
        question={undefined}
      />,
    );
    expect(container.textContent).not.toMatch(/follow-up|language model/i);
    cleanup();
    const old = render(<AnswerFeedback answer={base} question={undefined} />);
    expect(old.container.textContent).not.toMatch(/follow-up|language model/i);
  });
});
