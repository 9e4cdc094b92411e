import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ReplayEarlyInputOnMount } from '@/lib/early-input';
import { currentMessages } from '@/lib/i18n';

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
    const words = currentMessages().common.crash;
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="md" maw={480} ta="center" role="alert">
          <Title order={1} size="h2">
            {words.title}
          </Title>
          <Text>{chunkFailed ? words.chunk : words.other}</Text>
          <Button onClick={() => window.location.reload()}>{words.reload}</Button>
        </Stack>
        {/* Drawn by the app in place of a written page that failed: its button is the app's now
            (public/start.js holds a tap on a page until it is committed). */}
        <ReplayEarlyInputOnMount />
      </Center>
    );
  }
}
