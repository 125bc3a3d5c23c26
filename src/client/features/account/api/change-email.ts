import { useMutation } from '@tanstack/react-query';
import type { EmailChangeBody, MessageResponse } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';

/** Sends the link to the new address; her account keeps its address until that link is opened. */
export const requestEmailChange = (body: EmailChangeBody) =>
  apiRequest<MessageResponse>('/api/auth/email-change', { method: 'POST', body });

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
