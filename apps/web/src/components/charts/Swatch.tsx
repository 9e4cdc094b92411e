import { Box } from '@mantine/core';
import { colorVar } from './scale';

/** The colour square of a legend line: a slice of a pie, or the table row that stands for it. */
export function Swatch({ color }: { color: string }) {
  return <Box aria-hidden w={12} h={12} style={{ borderRadius: 3, flexShrink: 0, background: colorVar(color) }} />;
}
