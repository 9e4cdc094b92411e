import { isStaff } from '@quartier/shared';
import type { AppContext, AuthContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { presentMember } from './presenter.js';
import { findMemberById, findSubscriptions } from './repository.js';

/** A member reads her own record; staff read anyone's (rulings R4). */
export async function getMember(ctx: AppContext, auth: AuthContext, id: number) {
  if (auth.memberId !== id && !isStaff(auth.role)) throw new AppError('FORBIDDEN');
  const row = await findMemberById(ctx.db, id);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return presentMember(row, await findSubscriptions(ctx.db, [row.id]));
}
