import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { colorVar, slicePath } from './scale';
import type { ChartCell, DonutChartViewProps, PieChartViewProps } from './types';

/**
 * Pie and doughnut drawn as plain SVG. No tooltip: the legend next to each of them already
 * gives every value (nothing to hover for on a phone). Role img + a summary in the reader's
 * language for assistive technologies.
 */

function slices(cells: ChartCell[], gapDegrees: number) {
  const drawn = cells.filter((cell) => cell.value > 0);
  const whole = drawn.reduce((sum, cell) => sum + cell.value, 0);
  const gap = drawn.length > 1 ? gapDegrees : 0;
  let angle = 0;
  return drawn.map((cell) => {
    const sweep = (cell.value / whole) * 360;
    const from = angle + gap / 2;
    const to = Math.max(from + 0.01, angle + sweep - gap / 2);
    angle += sweep;
    return { cell, from, to };
  });
}

/** The square SVG both round charts draw in, described to screen readers by `label`. */
function RoundFrame({ label, size, children }: { label: string; size: number; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} style={{ display: 'flex', justifyContent: 'center' }}>
      <svg
        className="chart-surface"
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden
        focusable="false"
      >
        {children}
      </svg>
    </Box>
  );
}

export function DonutChartView({ data, label, size = 160, thickness = 22, chartLabel }: DonutChartViewProps) {
  const center = size / 2;
  const outer = center - 1;
  const inner = outer - thickness;
  const parts = slices(data, 2);
  return (
    <RoundFrame label={label} size={size}>
      {parts.length === 0 ? (
        <path d={slicePath(center, outer, inner, 0, 360)} fill="var(--mantine-color-gray-2)" fillRule="evenodd" />
      ) : (
        parts.map(({ cell, from, to }) => (
          <path
            key={cell.name}
            d={slicePath(center, outer, inner, from, to)}
            fill={colorVar(cell.color)}
            fillRule="evenodd"
          />
        ))
      )}
      {chartLabel ? (
        <text
          x={center}
          y={center}
          dy="0.35em"
          textAnchor="middle"
          fontSize={14}
          fontWeight={700}
          fill="var(--mantine-color-text)"
        >
          {chartLabel}
        </text>
      ) : null}
    </RoundFrame>
  );
}

export function PieChartView({ data, label, size = 200 }: PieChartViewProps) {
  const center = size / 2;
  return (
    <RoundFrame label={label} size={size}>
      {slices(data, 0).map(({ cell, from, to }) => (
        <path
          key={cell.name}
          d={slicePath(center, center - 1, 0, from, to)}
          fill={colorVar(cell.color)}
          stroke="var(--mantine-color-body)"
          strokeWidth={1.5}
        />
      ))}
    </RoundFrame>
  );
}
