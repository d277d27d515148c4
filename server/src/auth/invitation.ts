import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isStaffRole } from '@portal/rules';
import { ApiError } from '../http/api-error';
import type { SessionClaims } from '../session/session-token';
import type { Customer } from '../tenancy/customer';
import { takeMessageBudget } from '../areas/messaging';
import type { AuthContext } from './auth-context';
import { forbidden, tooManyRequests } from './auth-errors';
import { findUserById, type AuthUser } from './auth-user';
import { randomToken } from './code-hasher';
import { resetLinkFor } from './password-reset';

// §3 User access details and §4 Invitation: a participant whose pnr_class is TEMPORARY and who has
// no invitation code is access-restricted; dispatching an invitation fills the fields.
export const INVITATION_LINK_TTL_MS = 7 * 24 * 3_600_000;

export interface UserAccessDetails {
  pnr_class: AuthUser['pnr_class'];
  invitation_code: string | null;
  invited_at: string | null;
  invited_by: number | null;
  access_restricted: boolean;
}

export function accessDetails(user: Pick<AuthUser, 'pnr_class' | 'invitation_code' | 'invited_at' | 'invited_by'>): UserAccessDetails {
  return {
    pnr_class: user.pnr_class,
    invitation_code: user.invitation_code,
    invited_at: user.invited_at ? new Date(user.invited_at).toISOString() : null,
    invited_by: user.invited_by,
    access_restricted: user.pnr_class === 'TEMPORARY' && !user.invitation_code,
  };
}

/** The user a session asks about: itself, or anyone of the tenant for staff roles. */
export async function userVisibleTo(ctx: AuthContext, session: SessionClaims, userId: number): Promise<AuthUser> {
  if (userId !== session.user_id && !isStaffRole(session.role)) throw forbidden();
  const user = await findUserById(ctx.db, session.customer_id, userId);
  if (!user) throw new ApiError(404, 'unknown_user', 'No such user');
  return user;
}

/**
 * `/access/dispatch-invitation`: staff send a participant the invitation link (by SMS and e-mail);
 * the link lets them choose a password through the reset journey. The invitation code stored on the
 * user is a reference, not a credential; the link's own code is stored hashed.
 */
export async function dispatchInvitation(
  ctx: AuthContext,
  request: FastifyRequest,
  customer: Customer,
  session: SessionClaims,
  userId: number,
): Promise<UserAccessDetails> {
  if (!isStaffRole(session.role)) throw forbidden('Only staff send invitations');
  const user = await userVisibleTo(ctx, session, userId);
  if (user.role !== 'participant') throw new ApiError(400, 'not_a_participant', 'Invitations go to participants');
  if (!user.mobile_phone && !user.email) throw new ApiError(409, 'no_contact', 'The participant has no mobile number or e-mail');
  const now = ctx.clock.now();
  if ((await ctx.codes.countForUserSince(customer.id, user.id, ['invitation'], new Date(now.getTime() - 60_000))) > 0) throw tooManyRequests();

  // Invitations spend the staff member's message budget like sendSms does (issue 17.6).
  const messages = (user.mobile_phone ? 1 : 0) + (user.email ? 1 : 0);
  if (!(await takeMessageBudget(ctx.db, { customerId: customer.id, userId: session.user_id }, messages, now))) throw tooManyRequests();

  const linkCode = randomToken();
  await ctx.codes.issue({ customerId: customer.id, userId: user.id, purpose: 'invitation', code: linkCode, binding: `user:${user.id}`, ttlMs: INVITATION_LINK_TTL_MS, address: request.ip });
  const link = resetLinkFor(request, linkCode);
  const text = `${customer.name}: you are invited. Choose your password here (valid 7 days): ${link}`;
  try {
    if (user.mobile_phone) await ctx.messaging.sms.send({ to: user.mobile_phone, content: text });
    if (user.email) await ctx.messaging.email.send({ to: user.email, subject: `${customer.name}: your invitation`, text });
  } catch (error) {
    // Not (fully) delivered: the link is taken back, and the next attempt sends a new one (issue 18.5).
    await ctx.codes.withdraw(customer.id, 'invitation', `user:${user.id}`);
    throw error;
  }
  // Recorded once delivered, so a failed send leaves the user as not invited.
  const invitationCode = `INV-${randomBytes(6).toString('hex').toUpperCase()}`;
  const { rows } = await ctx.db.query<AuthUser>(
    `UPDATE users SET invitation_code = $3, invited_at = $4, invited_by = $5, updated_at = now()
      WHERE id = $1 AND customer_id = $2 RETURNING pnr_class, invitation_code, invited_at, invited_by`,
    [user.id, customer.id, invitationCode, now, session.user_id],
  );
  const updated = rows[0];
  if (!updated) throw new ApiError(404, 'unknown_user', 'No such user');
  return accessDetails(updated);
}
