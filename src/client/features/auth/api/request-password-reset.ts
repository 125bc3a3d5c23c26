import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetRequestBody } from '@/shared/contracts/auth';
import { apiRequest } from '@/client/lib/api-client';

/** 202 with the same words whether or not an account uses the address (ADR 013). */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  apiRequest<MessageResponse>('/api/auth/password-reset/request', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
