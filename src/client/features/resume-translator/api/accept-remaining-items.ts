import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackSlug } from '@/shared/constants';
import type { ResumeTranslation } from '@/shared/contracts/resume-translator';
import { resumeTranslationKeys } from '@/client/lib/query-keys';
import { nextToAccept } from '../lib/translation-cache';
import { patchTranslationItem, storeItemResponse } from './update-translation-item';

/**
 * "Accept all remaining": the API reviews one item per request, so what she has not reviewed is
 * accepted one after another, each answer shown as it arrives (the bar moves). Her lines go first
 * and the summary and skills after, read afresh from each answer: accepting a line can rebuild
 * the summary sentence that quotes it, and the sentence accepted is the one she then sees. A
 * failure stops the run; what was accepted before it stays accepted.
 */
export function useAcceptRemainingItems(userId: string, roleType: TrackSlug) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(0);
  const mutation = useMutation({
    mutationFn: async () => {
      setDone(0);
      const tried = new Set<string>();
      const nextOf = () => {
        const translation = queryClient.getQueryData<ResumeTranslation>(
          resumeTranslationKeys.detail(userId, roleType),
        );
        if (!translation) return undefined;
        // An item is tried once in its wording: one rebuilt to new words is new to her.
        const seen = new Set(
          translation.items.filter((i) => tried.has(`${i.id}\n${i.suggestion}`)).map((i) => i.id),
        );
        return nextToAccept(translation, seen);
      };
      for (let next = nextOf(); next; next = nextOf()) {
        tried.add(`${next.id}\n${next.suggestion}`);
        const response = await patchTranslationItem(userId, roleType, next.id, { accepted: true });
        storeItemResponse(queryClient, userId, roleType, response);
        setDone((n) => n + 1);
      }
    },
  });
  return { ...mutation, done };
}
