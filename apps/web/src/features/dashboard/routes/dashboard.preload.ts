import { isOfficer as isBureauOfficer, isStaff, type RoleCode } from '@quartier/shared';
import { userContributionsQueryOptions } from '@/api/get-user-contributions';
import { currentPeriod } from '@/components/period';
import type { PagePreload } from '@/lib/page-preload';
import { firstStepsQueryOptions } from '@/api/get-first-steps';
import { fundTotalsQueryOptions } from '../api/get-fund-totals';
import { gendersQueryOptions } from '../api/get-genders';
import { generalNotificationsQueryOptions } from '@/api/get-general-notifications';
import { memberCountQueryOptions } from '../api/get-member-count';
import { firstStepsClosed } from '../lib/first-steps-closed';
import { myMonthlyContributionsQueryOptions } from '../api/get-my-monthly-contributions';
import { statsTotalsQueryOptions } from '@/api/get-stats-totals';

/** Officers see the total of the three funds; a Membre (or an unknown role) sees her own cards. */
export const isOfficer = (roleCode: RoleCode | null) => roleCode !== null && isStaff(roleCode);

/**
 * The answers of the dashboard's cards, asked for as the app starts on it, while its code
 * downloads (app/router.tsx).
 */
export const preload: PagePreload = ({ client, session }) => {
  const { year } = currentPeriod();
  const reads = [
    client.prefetchQuery(fundTotalsQueryOptions()),
    client.prefetchQuery(memberCountQueryOptions()),
    client.prefetchQuery(gendersQueryOptions()),
    client.prefetchQuery(statsTotalsQueryOptions(3, year)),
    client.prefetchQuery(statsTotalsQueryOptions(1, year)),
    client.prefetchQuery(generalNotificationsQueryOptions()),
  ];
  // The 'Premiers pas' card of the Président and the Secrétaire, unless closed on this device.
  if (
    session.roleCode &&
    isBureauOfficer(session.roleCode) &&
    session.association &&
    !firstStepsClosed(session.association.id, session.membreId)
  )
    reads.push(client.prefetchQuery(firstStepsQueryOptions()));
  if (!isOfficer(session.roleCode))
    reads.push(
      client.prefetchQuery(myMonthlyContributionsQueryOptions(session.membreId)),
      client.prefetchQuery(userContributionsQueryOptions(3, year, session.membreId)),
      client.prefetchQuery(userContributionsQueryOptions(1, year, session.membreId)),
    );
  return Promise.all(reads);
};
