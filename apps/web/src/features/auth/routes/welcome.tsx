import { Button, Divider, List, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconLogin2, IconUsersPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { lastAssociationSlug, useSession } from '@/lib/session';
import { APP_NAME, useDocumentTitle } from '@/lib/use-document-title';
import { AuthFrame } from '../components/AuthLayout';
import { slugFromInput } from '../lib/association-input';

const POINTS = [
  'Cotisations mensuelles, fonds de solidarité et inscriptions, au franc CFA près.',
  'Chaque membre suit ses versements depuis son téléphone.',
  'Le bureau enregistre les paiements, décide des sorties et envoie les rappels.',
];

/**
 * The service's own welcome page at '/' (issue 21): what it is, and the way to one's association.
 * 'Créer une association' opens the creation page (issue 22).
 * 'Se connecter' opens the login page of the association this browser last signed in to (else
 * /login, where the server opens the association the person used last); the field
 * leads to /a/<slug>/login. A signed-in visitor goes on to the dashboard. In the entry, like the
 * login page: it is the first screen of anyone who opens the bare address.
 */
export function WelcomePage() {
  useDocumentTitle('Bienvenue', { product: true });
  const session = useSession();
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (session) return <Navigate to={paths.dashboard.href()} replace />;

  const openAssociation = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = slugFromInput(address);
    if (!slug) {
      setError(
        address.trim()
          ? 'Adresse d’association invalide : lettres minuscules, chiffres et tirets (par exemple amicale-bonaberi).'
          : 'Saisissez l’adresse de votre association.',
      );
      return;
    }
    void navigate(paths.login.href(slug));
  };

  return (
    <AuthFrame name={APP_NAME} maw={520}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Les comptes de votre association de quartier, clairs pour tous
          </Title>
          <Text mt="xs">
            {APP_NAME} tient les comptes des associations de quartier du Cameroun : chaque membre voit les mêmes
            chiffres que le bureau.
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {POINTS.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>

        <Stack gap={6}>
          <Button
            component={Link}
            to={paths.login.href(lastAssociationSlug())}
            fullWidth
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            Se connecter
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Vous retrouvez l’association de votre dernière connexion.
          </Text>
        </Stack>

        <Stack gap={6}>
          <Button
            component={Link}
            to={paths.createAssociation.href()}
            variant="outline"
            fullWidth
            leftSection={<IconUsersPlus size={18} aria-hidden />}
          >
            Créer une association
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            Votre association n’est pas encore ici ? Créez-la depuis votre téléphone : vous en serez le Président.
          </Text>
        </Stack>

        <Divider label="ou" labelPosition="center" />

        <form onSubmit={openAssociation} noValidate aria-label="Aller à mon association">
          <Stack gap="sm">
            <TextInput
              label="Adresse de votre association"
              description="Son nom court, donné par le bureau, ou l’adresse reçue par SMS."
              placeholder="ex. amicale-bonaberi"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              value={address}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
            <Button type="submit" variant="light" fullWidth rightSection={<IconArrowRight size={18} aria-hidden />}>
              Aller à mon association
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthFrame>
  );
}

export { WelcomePage as Component };
