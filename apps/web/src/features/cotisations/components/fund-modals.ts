/**
 * The forms of the fund pages, in one chunk loaded for staff only (a Membre never downloads
 * them): payment, withdrawal request, modification request, the two edits.
 */
export { ContributionFormModal } from './ContributionFormModal';
export { ModificationRequestModal, type ModificationTarget } from './ModificationRequestModal';
export { TransactionUpdateModal } from './TransactionUpdateModal';
export { WithdrawalFormModal } from './WithdrawalFormModal';
export { ReminderModal } from '@/components/ReminderModal';
