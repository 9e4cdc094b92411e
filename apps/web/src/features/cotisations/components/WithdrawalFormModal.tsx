import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  amountSchema,
  CAISSE_NAMES,
  roundTo5,
  solidarityWithdrawalRequestSchema,
  type MONTHLY_TYPES,
  type Withdrawal,
} from '@quartier/shared';
import { toast } from '@/components/toast';
import { readAmount, XafInput } from '@/components/XafInput';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatXaf } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useSubscriberCount } from '../api/get-fund-members';
import { useFileWithdrawal, type WithdrawalRequestBody } from '../api/file-withdrawal';
import { useWithdrawalModifications } from '../api/get-withdrawal-modifications';
import { useUpdateWithdrawal, type WithdrawalUpdate } from '../api/modifications';
import { MONTHLY_TYPE_OPTIONS, SOLIDARITY_TYPE_LABELS, type FundCaisse } from '../lib/fund';
import { quote } from '../lib/members';
import { FormModal } from '@/components/FormModal';
import { failureContent } from './form-parts';

const transportRule = solidarityWithdrawalRequestSchema.shape.transport;
import { MemberPicker, type PickedMember } from './MemberPicker';
import { ModificationWindow } from './ModificationWindow';

interface WithdrawalFormModalProps {
  opened: boolean;
  onClose: () => void;
  caisse: FundCaisse;
  /** null: a new withdrawal request; a withdrawal: its edit under a validated modification request. */
  editing: Withdrawal | null;
  fullScreen?: boolean;
}

type Field = 'type' | 'texte' | 'montant' | 'transport' | 'delai' | 'membre';
type Errors = Partial<Record<Field, string>>;

/** Today in Douala as YYYY-MM-DD: a recovery date is not in the past. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(new Date());
}

/**
 * Withdrawal form (spec section 5). Monthly fund: type (Travaux, Sport, Membres, Chaises), label,
 * amount. Solidarity fund: type (1, 2, 3), reason, member concerned (optional), recovery date,
 * transport, amount. Shows the share each member would carry.
 */
export function WithdrawalFormModal({ opened, onClose, caisse, editing, fullScreen }: WithdrawalFormModalProps) {
  const create = useFileWithdrawal(caisse);
  const update = useUpdateWithdrawal(caisse);
  const busy = create.isPending || update.isPending;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Modifier la sortie' : `Demande de sortie · ${CAISSE_NAMES[caisse]}`}
      fullScreen={fullScreen}
      busy={busy}
    >
      {opened ? (
        <WithdrawalForm
          key={editing ? `edit-${editing.id}` : 'add'}
          caisse={caisse}
          editing={editing}
          create={create}
          update={update}
          onDone={onClose}
        />
      ) : null}
    </FormModal>
  );
}

function WithdrawalForm({
  caisse,
  editing,
  create,
  update,
  onDone,
}: {
  caisse: FundCaisse;
  editing: Withdrawal | null;
  create: ReturnType<typeof useFileWithdrawal>;
  update: ReturnType<typeof useUpdateWithdrawal>;
  onDone: () => void;
}) {
  const solidarity = caisse === 1;
  const idempotency = useIdempotencyKey();
  const subscribers = useSubscriberCount(caisse);
  // The request that opened this edit: its window is shown like the contribution edit's.
  const requests = useWithdrawalModifications(caisse, editing !== null);
  const demandeId = editing ? (requests.data?.get(editing.id)?.id ?? null) : null;
  const [type, setType] = useState(editing?.type ?? '');
  const [texte, setTexte] = useState(editing ? (editing.libelle ?? editing.motif ?? '') : '');
  const [montant, setMontant] = useState(editing ? formatNumber(editing.montant) : '');
  const [transport, setTransport] = useState(editing ? formatNumber(editing.transport) : solidarity ? '0' : '');
  const [delai, setDelai] = useState(editing?.delai_recouvrement?.slice(0, 10) ?? '');
  const [membre, setMembre] = useState<PickedMember | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const pending = create.isPending || update.isPending;

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const readMontant = readAmount(montant, amountSchema);
  const readTransport = readAmount(transport, transportRule, 'Le transport');
  const amount = readMontant.ok ? readMontant.value : null;
  const transportAmount = solidarity && readTransport.ok ? readTransport.value : 0;
  // A validated withdrawal keeps the number of persons fixed at its validation.
  const persons = editing?.nbr_personnes ?? subscribers.data ?? null;
  const share = amount !== null && persons ? roundTo5((amount + transportAmount) / persons) : null;

  const typeOptions = solidarity
    ? Object.entries(SOLIDARITY_TYPE_LABELS).map(([value, label]) => ({ value, label }))
    : MONTHLY_TYPE_OPTIONS.map((value) => ({ value, label: value }));

  const textLabel = solidarity ? 'Motif' : 'Libellé';

  const validate = (): Errors => {
    const found: Errors = {};
    if (!type) found.type = 'Choisissez le type.';
    if (texte.trim() === '') found.texte = `Le ${textLabel.toLowerCase()} est obligatoire.`;
    else if (texte.trim().length > 300)
      found.texte = `Le ${textLabel.toLowerCase()} ne doit pas dépasser 300 caractères.`;
    if (!readMontant.ok) found.montant = readMontant.msg;
    if (solidarity) {
      if (transport.trim() === '') found.transport = 'Le transport est obligatoire (0 s’il n’y en a pas).';
      else if (!readTransport.ok) found.transport = readTransport.msg;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(delai)) found.delai = 'Le délai de recouvrement est obligatoire.';
    }
    return found;
  };

  const fieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const f = error.fields;
    setErrors({
      type: f.type,
      texte: f.libelle ?? f.motif,
      montant: f.montant,
      transport: f.transport,
      delai: f.delai ?? f.delai_recouvrement,
      membre: f.idMembre,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    const text = texte.trim();

    if (editing) {
      const change: WithdrawalUpdate =
        caisse === 3
          ? {
              caisse: 3,
              id: editing.id,
              body: { type: type as (typeof MONTHLY_TYPES)[number], libelle: text, montant: amount },
            }
          : {
              caisse: 1,
              id: editing.id,
              body: {
                type: type as '1' | '2' | '3',
                motif: text,
                delai_recouvrement: delai,
                transport: transportAmount,
                montant: amount,
              },
            };
      update.mutate(change, {
        onSuccess: (answer) => {
          toast.success(answer.msg, { long: true });
          onDone();
        },
        onError: (error) => {
          fieldErrors(error);
          toast.failure(failureContent('La demande de sortie n’a pas pu être modifiée', error), { long: true });
        },
      });
      return;
    }

    const body: WithdrawalRequestBody =
      caisse === 3
        ? { cotisationId: 3, type: type as (typeof MONTHLY_TYPES)[number], libelle: text, montant: amount }
        : {
            cotisationId: 1,
            type: type as '1' | '2' | '3',
            motif: text,
            delai,
            transport: transportAmount,
            montant: amount,
            ...(membre ? { idMembre: membre.id } : {}),
          };
    create.mutate(
      { body, key: idempotency.keyFor(body) },
      {
        onSuccess: (answer) => {
          idempotency.done();
          toast.success(answer.msg, { long: true });
          onDone();
        },
        onError: (error) => {
          fieldErrors(error);
          toast.failure(failureContent('Demande de sortie d’argent a échoué', error), { long: true });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Modifier la sortie' : 'Demande de sortie'}>
      <Stack gap="md">
        {editing ? (
          requests.isPending ? (
            <Skeleton height={56} radius="md" />
          ) : (
            <ModificationWindow demandeId={demandeId} />
          )
        ) : (
          <Text size="sm" c="dimmed">
            {solidarity
              ? 'Tous les champs sont obligatoires, sauf le membre concerné.'
              : 'Tous les champs sont obligatoires.'}{' '}
            La sortie reste {quote('En cours')} jusqu’à la décision de l’autre officier (Président ou Secrétaire).
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect
            size="md"
            label="Type"
            data={[{ value: '', label: 'Choisissez le type', disabled: true }, ...typeOptions]}
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value);
              clear('type');
            }}
            error={errors.type}
          />
          <XafInput
            label="Montant (XAF)"
            rule={amountSchema}
            value={montant}
            onChange={(value) => {
              setMontant(value);
              clear('montant');
            }}
            error={errors.montant}
          />
        </SimpleGrid>
        {solidarity ? (
          <Textarea
            size="md"
            label={textLabel}
            value={texte}
            onChange={(event) => {
              setTexte(event.currentTarget.value);
              clear('texte');
            }}
            error={errors.texte}
            maxLength={300}
            autosize
            minRows={2}
            placeholder="Ex. décès d’un parent, hospitalisation…"
          />
        ) : (
          <TextInput
            label={textLabel}
            value={texte}
            onChange={(event) => {
              setTexte(event.currentTarget.value);
              clear('texte');
            }}
            error={errors.texte}
            maxLength={300}
            placeholder="Ex. réfection du caniveau du Bloc B"
          />
        )}
        {solidarity ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <XafInput
                label="Transport (XAF)"
                value={transport}
                onChange={(value) => {
                  setTransport(value);
                  clear('transport');
                }}
                error={errors.transport}
                rule={transportRule}
                amountLabel="Le transport"
              />
              <TextInput
                type="date"
                label="Délai de recouvrement"
                value={delai}
                min={editing ? undefined : today()}
                onChange={(event) => {
                  setDelai(event.currentTarget.value);
                  clear('delai');
                }}
                error={errors.delai}
              />
            </SimpleGrid>
            {editing ? null : (
              <MemberPicker
                caisse={caisse}
                label="Membre concerné (facultatif)"
                value={membre}
                onChange={(picked) => {
                  setMembre(picked);
                  clear('membre');
                }}
                error={errors.membre}
                clearable
              />
            )}
          </>
        ) : null}

        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCalculator size={22} aria-hidden color="var(--mantine-color-quartier-7)" style={{ flexShrink: 0 }} />
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                Montant par personne&nbsp;:{' '}
                <span data-testid="part-par-personne">{share === null ? '—' : formatXaf(share)}</span>
              </Text>
              <Text size="xs" c="dimmed">
                {persons
                  ? `(${solidarity ? 'montant + transport' : 'montant'}) ÷ ${formatNumber(persons)} ${editing?.nbr_personnes ? 'personnes' : 'membres actifs souscrits aujourd’hui'}, arrondi à 5 XAF.`
                  : 'Calcul du nombre de membres souscrits…'}{' '}
                {editing?.nbr_personnes
                  ? 'Le nombre de personnes a été fixé à la validation.'
                  : 'Le nombre de personnes et la part de chacun sont fixés à la validation de la sortie.'}
              </Text>
            </Stack>
          </Group>
        </Paper>

        {editing && editing.statut === 'Valide' ? (
          <Alert variant="light" color="orange" title="Sortie déjà validée">
            Le nouveau montant changera la part de chaque membre et le solde de la caisse.
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Enregistrer' : 'Envoyer la demande'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
