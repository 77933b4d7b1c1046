import type { MessageResponse } from '../../shared/api/errors';
import type { EnrolmentResponse, RecoveryCodesResponse, TwoFactorStatusResponse } from '../../shared/api/two-factor';
import { apiRequest } from './api-client';

/** Issue 31: the second step of a sign-in (by challenge) and the own authenticator (by session). */
export async function verifyLoginCode(challenge: string, code: string): Promise<string> {
  return (await apiRequest<{ session_token: string }>('auth/two_factor/verify.php', { json: { challenge, code } })).session_token;
}

export const startLoginEnrolment = (challenge: string) => apiRequest<EnrolmentResponse>('auth/two_factor/enrol.php', { json: { challenge } });

export const confirmLoginEnrolment = (challenge: string, code: string) =>
  apiRequest<RecoveryCodesResponse>('auth/two_factor/confirm.php', { json: { challenge, code } });

export const fetchTwoFactorStatus = () => apiRequest<TwoFactorStatusResponse>('accounts/two_factor/status.php');

export const startEnrolment = () => apiRequest<EnrolmentResponse>('accounts/two_factor/enrol.php', { method: 'POST', json: {} });

export const confirmEnrolment = (code: string) => apiRequest<RecoveryCodesResponse>('accounts/two_factor/confirm.php', { json: { code } });

export const renewRecoveryCodes = (code: string) => apiRequest<RecoveryCodesResponse>('accounts/two_factor/recovery_codes.php', { json: { code } });

export const disableTwoFactor = (code: string) => apiRequest<MessageResponse>('accounts/two_factor/disable.php', { json: { code } });

export const resetTwoFactor = (userId: number) => apiRequest<MessageResponse>('accounts/two_factor/reset.php', { json: { user_id: userId } });
