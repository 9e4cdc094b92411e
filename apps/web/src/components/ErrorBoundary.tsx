import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the page address), the boundary tries again. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** Shown when a page fails to load or crashes (e.g. a new version was deployed meanwhile). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(
      error.message,
    );
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="md" maw={480} ta="center" role="alert">
          <Title order={1} size="h2">
            Une erreur est survenue
          </Title>
          <Text>
            {chunkFailed
              ? "La page n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page."
              : 'Rechargez la page. Si le problème continue, contactez le bureau de l’association.'}
          </Text>
          <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        </Stack>
      </Center>
    );
  }
}
