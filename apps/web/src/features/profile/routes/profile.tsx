import { ActionIcon, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { roleLabel, useT } from '@/lib/i18n';
import { LanguageSetting } from '../components/LanguageSetting';

/** Profile (spec 'Profile'): identity, personal information, password change entry. */
export function ProfilePage() {
  const t = useT();
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
          toast.info(t.shared.ownResetCodeSent, { title: t.common.codeSent, long: true });
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
        role={roleLabel(member?.Role.code ?? session.roleCode, member?.Role.nom ?? session.role)}
      />

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="xs">
          {t.profile.personal}
        </Title>
        <QueryState
          query={user}
          placeholder={
            <Stack gap="sm" mt="sm" aria-busy="true" aria-label={t.profile.loading}>
              {Array.from({ length: 7 }, (_, i) => (
                <Skeleton key={i} height={28} />
              ))}
            </Stack>
          }
          errorTitle={t.profile.unavailable}
        >
          {(shown) => (
            <Stack gap={0} component="dl" m={0}>
              <InfoRow label={t.profile.nom}>{shown.nom}</InfoRow>
              <InfoRow label={t.profile.prenom}>{shown.prenom}</InfoRow>
              <InfoRow label={t.profile.sexe}>{shown.sexe === 'M' ? t.profile.male : t.profile.female}</InfoRow>
              <InfoRow label={t.profile.telephone}>{formatPhone(shown.telephone ?? session.telephone)}</InfoRow>
              <InfoRow label={t.profile.bloc}>{shown.bloc}</InfoRow>
              <InfoRow label={t.profile.statut}>
                <StatusBadge statut={shown.statut} />
              </InfoRow>
              <InfoRow
                last
                label={t.profile.password}
                action={
                  <LazyTooltip label={t.profile.changePassword}>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t.profile.changePassword}
                      onClick={() => setConfirmOpened(true)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </LazyTooltip>
                }
              >
                <span aria-label={t.profile.passwordHidden}>••••••••</span>
              </InfoRow>
            </Stack>
          )}
        </QueryState>
      </Paper>

      <LanguageSetting />

      <ReceiptSmsSetting />

      <ConfirmModal
        opened={confirmOpened}
        onClose={() => setConfirmOpened(false)}
        type="confirmation"
        onConfirm={startPasswordChange}
        loading={forgot.isPending}
      >
        {t.shared.changePasswordQuestion}
        <br />
        {t.profile.codeWillBeSent}
      </ConfirmModal>
    </Stack>
  );
}

export { ProfilePage as Component };
