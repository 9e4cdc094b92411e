import { Text } from '@mantine/core';
import { errorMessage } from '@/lib/api-client';

/** A failure toast body: what failed, then the server's French reason (every form and list that writes). */
export function failureContent(title: string, error: unknown) {
  return (
    <>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{errorMessage(error)}</Text>
    </>
  );
}
