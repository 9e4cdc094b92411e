import { ActionIcon, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@quartier/shared';
import { useForgotPassword } from '@/api/forgot-password';
import { ConfirmModal } from '@/components/ConfirmModal';
import { LazyTooltip } from '@/components/LazyTooltip';
import { QueryState } from '@/components/QueryState';
import { StatusBadge } from '@/components/StatusBadge';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatPhone } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useUser } from '../api/get-user';
import { InfoRow } from '@/components/InfoRow';
import { ProfileHeader } from '../components/ProfileHeader';
import { ReceiptSmsSetting } from '../components/ReceiptSmsSetting';

/** Profile (spec 'Profile'): identity, personal information, password change entry. */
export function ProfilePage() {
  const session = useSession();
  const navigate = useNavigate();
  const user = useUser(session?.membreId ?? 0);
  const forgot = useForgotPassword();
  const [confirmOpened, setConfirmOpened] = useState(false);

  if (!session) return null;
  const member = user.data;

  const startPasswordChange = () => {
    const telephone = member?.telephone ?? session.telephone;
    forgot.mutate(
      { telephone },
      {
        onSuccess: () => {
          setConfirmOpened(false);
          toast.info(MESSAGES.ownResetCodeSent, { title: 'Code envoyé', long: true });
          void navigate(paths.passwordReset.href(), { state: { codeSent: true } });
        },
        onError: (error) => {
          setConfirmOpened(false);
          toast.failure(errorMessage(error), { long: true });
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={720}>
      <ProfileHeader
        nom={member?.nom ?? session.nom}
        prenom={member?.prenom ?? session.prenom}
        role={member?.Role.nom ?? session.role}
      />

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="xs">
          Informations personnelles
        </Title>
        <QueryState
          query={user}
          placeholder={
            <Stack gap="sm" mt="sm" aria-busy="true" aria-label="Chargement du profil">
              {Array.from({ length: 7 }, (_, i) => (
                <Skeleton key={i} height={28} />
              ))}
            </Stack>
          }
          errorTitle="Profil indisponible"
        >
          {(shown) => (
            <Stack gap={0} component="dl" m={0}>
              <InfoRow label="Nom">{shown.nom}</InfoRow>
              <InfoRow label="Prénom">{shown.prenom}</InfoRow>
              <InfoRow label="Sexe">{shown.sexe === 'M' ? 'Mâle' : 'Femelle'}</InfoRow>
              <InfoRow label="Téléphone">{formatPhone(shown.telephone ?? session.telephone)}</InfoRow>
              <InfoRow label="Bloc">{shown.bloc}</InfoRow>
              <InfoRow label="Statut">
                <StatusBadge statut={shown.statut} />
              </InfoRow>
              <InfoRow
                last
                label="Mot de passe"
                action={
                  <LazyTooltip label="Modifier le mot de passe">
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label="Modifier le mot de passe"
                      onClick={() => setConfirmOpened(true)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </LazyTooltip>
                }
              >
                <span aria-label="Mot de passe masqué">••••••••</span>
              </InfoRow>
            </Stack>
          )}
        </QueryState>
      </Paper>

      <ReceiptSmsSetting />

      <ConfirmModal
        opened={confirmOpened}
        onClose={() => setConfirmOpened(false)}
        type="confirmation"
        onConfirm={startPasswordChange}
        loading={forgot.isPending}
      >
        {MESSAGES.changePasswordQuestion}
        <br />
        Un code vous sera envoyé par SMS.
      </ConfirmModal>
    </Stack>
  );
}

export { ProfilePage as Component };
