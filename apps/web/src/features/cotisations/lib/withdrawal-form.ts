import {
  ERRORS,
  monthlyWithdrawalRequestSchema,
  recoveryDatePast,
  solidarityWithdrawalRequestSchema,
  type MONTHLY_TYPES,
  type Withdrawal,
} from '@quartier/shared';
import { amountForInput } from '@/lib/format';
import { serverMessage } from '@/lib/i18n';
import type { WithdrawalRequestBody } from '../api/file-withdrawal';
import type { WithdrawalUpdate } from '../api/modifications';
import { messages } from '../i18n/ledger';
import type { FundCaisse } from './fund';

/*
 * The rules of the withdrawal form (spec section 5), apart from its fields and its submission:
 * what it starts with, what it refuses before sending, where the server's errors go, and what
 * it sends.
 */

/** What the form holds, as typed. */
export interface WithdrawalDraft {
  type: string;
  /** The label (monthly fund) or the reason (solidarity fund). */
  texte: string;
  montant: string;
  transport: string;
  /** YYYY-MM-DD. */
  delai: string;
}

export type WithdrawalField = keyof WithdrawalDraft | 'membre';
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

/** An amount field read with the shared rules (XafInput's readAmount). */
export type AmountReading = { ok: true; value: number } | { ok: false; msg: string };

export const TEXT_MAX_LENGTH = 300;

export function initialDraft(editing: Withdrawal | null, solidarity: boolean): WithdrawalDraft {
  return {
    type: editing?.type ?? '',
    texte: editing ? (editing.libelle ?? editing.motif ?? '') : '',
    montant: editing ? amountForInput(editing.montant) : '',
    transport: editing ? amountForInput(editing.transport) : solidarity ? '0' : '',
    delai: editing?.delai_recouvrement?.slice(0, 10) ?? '',
  };
}

export function textLabel(solidarity: boolean): string {
  const m = messages().withdrawal;
  return solidarity ? m.motif : m.libelle;
}

/** The label's or the reason's rule: the server's own (shared request schemas), one rule in one place. */
const TEXT_RULES = {
  solidarity: solidarityWithdrawalRequestSchema.shape.motif,
  monthly: monthlyWithdrawalRequestSchema.shape.libelle,
};

/**
 * What is wrong before sending; the server checks everything again. `stored`: the recovery date
 * of the withdrawal being edited (kept as it was, it may have passed); `now`: the instant whose
 * Douala day a new date may not precede.
 */
export function validateDraft(
  draft: WithdrawalDraft,
  {
    solidarity,
    montant,
    transport,
    stored = null,
    now = new Date(),
  }: {
    solidarity: boolean;
    montant: AmountReading;
    transport: AmountReading;
    stored?: string | null;
    now?: Date;
  },
): WithdrawalErrors {
  const m = messages().withdrawal;
  const found: WithdrawalErrors = {};
  const text = (solidarity ? TEXT_RULES.solidarity : TEXT_RULES.monthly).safeParse(draft.texte);
  if (!draft.type) found.type = m.pickTypeError;
  if (!text.success) found.texte = text.error.issues[0]?.message;
  if (!montant.ok) found.montant = montant.msg;
  if (solidarity) {
    if (draft.transport.trim() === '') found.transport = m.transportRequired;
    else if (!transport.ok) found.transport = transport.msg;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.delai)) found.delai = m.delayRequired;
    else if (recoveryDatePast(draft.delai, now, stored))
      found.delai = serverMessage('RECOVERY_DATE_PAST', ERRORS.RECOVERY_DATE_PAST.msg);
  }
  return found;
}

/** The server's errors, keyed by request field, moved onto the form's fields. */
export function withdrawalServerErrors(fields: Record<string, string>): WithdrawalErrors {
  return {
    type: fields.type,
    texte: fields.libelle ?? fields.motif,
    montant: fields.montant,
    transport: fields.transport,
    delai: fields.delai ?? fields.delai_recouvrement,
    membre: fields.idMembre,
  };
}

/** A new withdrawal request (POST sortieMensuel or demandeSortie). */
export function withdrawalRequest(
  caisse: FundCaisse,
  draft: WithdrawalDraft,
  { montant, transport, idMembre }: { montant: number; transport: number; idMembre: number | null },
): WithdrawalRequestBody {
  const text = draft.texte.trim();
  return caisse === 3
    ? { cotisationId: 3, type: draft.type as (typeof MONTHLY_TYPES)[number], libelle: text, montant }
    : {
        cotisationId: 1,
        type: draft.type as '1' | '2' | '3',
        motif: text,
        delai: draft.delai,
        transport,
        montant,
        ...(idMembre !== null ? { idMembre } : {}),
      };
}

/** The edit of a withdrawal under a validated modification request. */
export function withdrawalUpdate(
  caisse: FundCaisse,
  id: number,
  draft: WithdrawalDraft,
  { montant, transport }: { montant: number; transport: number },
): WithdrawalUpdate {
  const text = draft.texte.trim();
  return caisse === 3
    ? { caisse: 3, id, body: { type: draft.type as (typeof MONTHLY_TYPES)[number], libelle: text, montant } }
    : {
        caisse: 1,
        id,
        body: { type: draft.type as '1' | '2' | '3', motif: text, delai_recouvrement: draft.delai, transport, montant },
      };
}
