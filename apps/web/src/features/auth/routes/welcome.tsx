import { Button, Divider, List, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconLogin2, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { lastAssociationSlug, useSession } from '@/lib/session';
import { APP_NAME, useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { AuthFrame } from '../components/AuthLayout';
import { useMessages } from '../i18n';
import { slugFromInput } from '../lib/association-input';

/**
 * The service's own welcome page at '/' (issue 21): what it is, and the way to one's association.
 * 'Créer une association' opens the creation page (issue 22).
 * 'Se connecter' opens the login page of the association this browser last signed in to (else
 * /login, where the server opens the association the person used last; written by the server, it
 * asks the login page to find that association, paths.ts); the field
 * leads to /a/<slug>/login. A signed-in visitor goes on to the dashboard. In the entry, like the
 * login page: it is the first screen of anyone who opens the bare address.
 */
/** The address field's name in the welcome page's address, when the browser sends the form itself. */
const ADDRESS_FIELD = 'adresse';

export function WelcomePage() {
  const m = useMessages().welcome;
  useDocumentTitle(m.documentTitle, { product: true });
  const session = useSession();
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  // This device's last association is the browser's to know: the server's HTML asks /login for it.
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);

  // Typed into the server's page before the app took it over: the field holds it, the state not
  // yet. Read in the commit of hydration, before the redraw that follows it (the link's target,
  // just above) writes the state's empty value back into the field.
  useLayoutEffect(() => {
    const typed = formRef.current?.elements.namedItem(ADDRESS_FIELD);
    if (typed instanceof HTMLInputElement && typed.value) setAddress(typed.value);
  }, []);

  const goTo = (typed: string, replace = false) => {
    const slug = slugFromInput(typed);
    if (!slug) {
      setError(typed.trim() ? m.addressInvalid : m.addressMissing);
      return;
    }
    void navigate(paths.login.href(slug), { replace });
  };

  // Sent before the app had taken over the server's page, the form went by the browser itself
  // (GET /?adresse=…): the app carries it on as if it had caught the tap.
  const sentAddress = searchParams.get(ADDRESS_FIELD);
  useEffect(() => {
    if (sentAddress === null) return;
    setAddress(sentAddress);
    setSearchParams({}, { replace: true });
    goTo(sentAddress, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per address the browser sent
  }, [sentAddress]);

  if (session) return <Navigate to={paths.dashboard.href()} replace />;

  const openAssociation = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field holds: typed before the app took the page over, it is not in the state yet.
    const typed = new FormData(event.currentTarget).get(ADDRESS_FIELD);
    goTo(typeof typed === 'string' ? typed : address);
  };

  return (
    <AuthFrame name={APP_NAME} maw={520}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {m.title}
          </Title>
          <Text mt="xs">{m.intro(APP_NAME)}</Text>
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
          {m.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>

        <Stack gap={6}>
          <Button
            component={Link}
            to={hydrated ? paths.login.href(lastAssociationSlug()) : paths.login.lastAssociationHref()}
            fullWidth
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {m.signIn}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {m.signInNote}
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
            {m.create}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {m.createNote}
          </Text>
        </Stack>

        <Divider label={m.or} labelPosition="center" />

        <form
          ref={formRef}
          method="get"
          action={paths.root.href()}
          onSubmit={openAssociation}
          noValidate
          aria-label={m.goForm}
        >
          <Stack gap="sm">
            <TextInput
              name={ADDRESS_FIELD}
              label={m.addressLabel}
              description={m.addressDescription}
              placeholder={m.addressPlaceholder}
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
              {m.goForm}
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthFrame>
  );
}

export { WelcomePage as Component };
