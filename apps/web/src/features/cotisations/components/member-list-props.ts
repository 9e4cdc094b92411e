import type { Member } from '@quartier/shared';
import type { SettableStatus } from '../api/update-member-status';
import type { InscriptionsAccess } from '../lib/access';

/** What the table (wide screens) and the cards (phones) both need. */
export interface MemberListProps {
  members: Member[];
  access: InscriptionsAccess;
  onView: (member: Member) => void;
  onEdit: (member: Member) => void;
  onStatusChange: (member: Member, statut: SettableStatus) => void;
  onSolidarityToggle: (member: Member, actif: boolean) => void;
}
