// Mantine's Tooltip on its own, for LazyTooltip to load on first use (its positioning code sits
// in the overlays chunk, ADR 0013).
export { Tooltip } from '@mantine/core';
