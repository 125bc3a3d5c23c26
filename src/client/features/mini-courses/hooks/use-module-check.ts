import { useState } from 'react';
import type { CheckAnswers, CheckResult, ModuleCheck } from '@/shared/contracts/mini-courses';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useCheckModuleAnswersMutation } from '../api/check-module-answers';

/**
 * The module's knowledge check (walkthrough m6): her choices, the server's verdict per question
 * and whether every question is answered right. Changing an answer clears its verdict, so the
 * complete button waits for a fresh check; the server checks again on completion anyway.
 */
export function useModuleCheck(slug: string, moduleId: number, checks: readonly ModuleCheck[]) {
  const [answers, setAnswers] = useState<CheckAnswers>({});
  const [results, setResults] = useState<Record<string, CheckResult>>({});
  const mutation = useCheckModuleAnswersMutation(slug, moduleId);

  const choose = (checkId: string, option: number) => {
    setAnswers((all) => ({ ...all, [checkId]: option }));
    setResults(({ [checkId]: _cleared, ...rest }) => rest);
  };

  const allAnswered = checks.every((c) => answers[c.id] !== undefined);
  const passed = checks.every((c) => results[c.id]?.correct === true);

  const submit = async () => {
    try {
      const graded = await mutation.mutateAsync(answers);
      setResults(Object.fromEntries(graded.results.map((r) => [r.id, r])));
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Your answers could not be checked. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return { answers, results, choose, submit, allAnswered, passed, checking: mutation.isPending };
}
