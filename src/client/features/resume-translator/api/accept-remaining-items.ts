import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TrackSlug } from '@/shared/constants';
import { patchTranslationItem, storeItemResponse } from './update-translation-item';

/**
 * "Accept all remaining": the API reviews one line per request, so the lines she has not reviewed
 * are accepted one after another, each answer shown as it arrives (the bar moves). A failure stops
 * the run; what was accepted before it stays accepted.
 */
export function useAcceptRemainingItems(userId: string, roleType: TrackSlug) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(0);
  const mutation = useMutation({
    mutationFn: async (itemIds: readonly string[]) => {
      setDone(0);
      for (const itemId of itemIds) {
        const response = await patchTranslationItem(userId, roleType, itemId, { accepted: true });
        storeItemResponse(queryClient, userId, roleType, response);
        setDone((n) => n + 1);
      }
    },
  });
  return { ...mutation, done };
}
