import { Box, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState, type PointerEvent, type ReactNode } from 'react';
import { abbreviateAmount, formatNumber } from '@/lib/format';
import { colorVar, monotonePath, valueTicks, visibleLabels } from './scale';
import type { BarChartViewProps, ChartSeries, LineChartViewProps } from './types';

/**
 * Line and bar charts drawn as plain SVG (no charting library: the statistics pages stay small).
 * The whole chart is one picture for assistive technologies (role img + a summary in the
 * reader's language, written by the caller); its exact figures are given next to it (a table,
 * visible or visually hidden). A pointer or a finger over the chart shows the figures of the
 * nearest month in a small card. Axis numbers follow the reader's language (lib/format).
 */

const AXIS_WIDTH = 52;
const AXIS_FONT = 12;
const LABEL_BAND = 24;
const TOP = 8;

type Row = Record<string, string | number | null>;

interface Frame {
  width: number;
  height: number;
  /** Left edge of the plot, after the value axis. */
  left: number;
  right: number;
  bottom: number;
  ticks: number[];
  y: (value: number) => number;
}

function frameFor(width: number, height: number, values: number[], integers: boolean): Frame {
  const ticks = valueTicks(values, { integers });
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const bottom = height - LABEL_BAND;
  const y = (value: number) => bottom - ((value - low) / (high - low || 1)) * (bottom - TOP);
  return { width, height, left: AXIS_WIDTH, right: width - 8, bottom, ticks, y };
}

function numbers(data: Row[], series: ChartSeries[]): number[] {
  return data.flatMap((row) => series.map((item) => row[item.name]).filter((value) => typeof value === 'number'));
}

/** Approximate width of an axis label: enough to keep the labels from running into each other. */
const textWidth = (text: string) => text.length * AXIS_FONT * 0.58;

function Grid({ frame, format }: { frame: Frame; format: (value: number) => string }) {
  return (
    <g>
      {frame.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={frame.left}
            x2={frame.right}
            y1={frame.y(tick)}
            y2={frame.y(tick)}
            stroke="var(--mantine-color-default-border)"
            strokeDasharray="5 5"
          />
          <text
            x={frame.left - 8}
            y={frame.y(tick)}
            dy="0.35em"
            textAnchor="end"
            fontSize={AXIS_FONT}
            fill="var(--mantine-color-dimmed)"
          >
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

function CategoryLabels({ frame, labels, positions }: { frame: Frame; labels: string[]; positions: number[] }) {
  const shown = visibleLabels(positions, labels.map(textWidth));
  return (
    <g>
      {labels.map((label, index) =>
        shown[index] ? (
          <text
            key={`${label}-${index}`}
            x={positions[index]}
            y={frame.bottom + 16}
            textAnchor="middle"
            fontSize={AXIS_FONT}
            fill="var(--mantine-color-dimmed)"
          >
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <Group justify="flex-end" gap="md" h={32} aria-hidden>
      {series.map((item) => (
        <Group key={item.name} gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: 12, background: colorVar(item.color) }} />
          <Text size="sm">{item.label ?? item.name}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The figures of one category, next to the pointer. */
function PointCard({
  row,
  dataKey,
  series,
  format,
  x,
  width,
}: {
  row: Row;
  dataKey: string;
  series: ChartSeries[];
  format: (value: number) => string;
  x: number;
  width: number;
}) {
  const onRight = x < width / 2;
  return (
    <Paper
      shadow="md"
      withBorder
      radius="sm"
      px="sm"
      py={6}
      aria-hidden
      style={{
        position: 'absolute',
        top: 4,
        left: onRight ? x + 12 : undefined,
        right: onRight ? undefined : width - x + 12,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        zIndex: 2,
      }}
    >
      <Text size="sm" fw={600} mb={2}>
        {row[dataKey]}
      </Text>
      {series.map((item) => {
        const value = row[item.name];
        return (
          <Group key={item.name} gap={8} justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Box w={10} h={10} style={{ borderRadius: 10, background: colorVar(item.color) }} />
              <Text size="sm">{item.label ?? item.name}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {typeof value === 'number' ? format(value) : '—'}
            </Text>
          </Group>
        );
      })}
    </Paper>
  );
}

/**
 * What a line chart and a bar chart share: measures the available width, draws the value grid
 * and the category labels, and follows the pointer across the categories. `under` is drawn
 * beneath the grid (a bar chart's highlighted band), `draw` above it.
 */
function CartesianFrame({
  chart: {
    data,
    dataKey,
    series,
    label,
    height = 280,
    valueFormatter = formatNumber,
    axisFormatter = abbreviateAmount,
    withLegend = series.length > 1,
  },
  integers,
  positionsFor,
  under,
  draw,
}: {
  chart: LineChartViewProps | BarChartViewProps;
  /** Whole-number ticks only (counts of people). */
  integers: boolean;
  positionsFor: (width: number) => number[];
  under?: (view: PlotView) => ReactNode;
  draw: (view: PlotView) => ReactNode;
}) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const drawn = Math.round(width);
  const positions = drawn > 0 ? positionsFor(drawn) : [];
  const plotHeight = withLegend ? height - 32 : height;

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    let nearest: number | null = null;
    positions.forEach((position, index) => {
      if (nearest === null || Math.abs(position - x) < Math.abs((positions[nearest] ?? 0) - x)) nearest = index;
    });
    setActive(nearest);
  };
  const activeRow = active === null ? undefined : data[active];
  const plot = (): ReactNode => {
    const view: PlotView = {
      width: drawn,
      frame: frameFor(drawn, plotHeight, numbers(data, series), integers),
      positions,
      active,
    };
    return (
      <>
        {under?.(view)}
        <Grid frame={view.frame} format={axisFormatter} />
        <CategoryLabels frame={view.frame} labels={data.map((row) => String(row[dataKey]))} positions={positions} />
        {draw(view)}
      </>
    );
  };

  return (
    <Box role="img" aria-label={label}>
      {withLegend ? <Legend series={series} /> : null}
      <Box ref={ref} h={plotHeight} pos="relative">
        {drawn > 0 ? (
          <svg
            className="chart-surface"
            width={drawn}
            height={plotHeight}
            viewBox={`0 0 ${drawn} ${plotHeight}`}
            aria-hidden
            focusable="false"
            style={{ display: 'block', touchAction: 'pan-y' }}
            onPointerMove={follow}
            onPointerDown={follow}
            onPointerLeave={() => setActive(null)}
          >
            {plot()}
          </svg>
        ) : null}
        {activeRow && active !== null ? (
          <PointCard
            row={activeRow}
            dataKey={dataKey}
            series={series}
            format={valueFormatter}
            x={positions[active] ?? 0}
            width={drawn}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/** What a chart draws with: the plot's width, its frame, each category's x, the category under the pointer. */
interface PlotView {
  width: number;
  frame: Frame;
  positions: number[];
  active: number | null;
}

export function LineChartView(props: LineChartViewProps) {
  const { data, series, withDots = true } = props;
  // The first and last points sit a little inside the plot so their dots are not cut.
  const positionsFor = (width: number) => {
    const left = AXIS_WIDTH + 8;
    const right = width - 16;
    const step = data.length > 1 ? (right - left) / (data.length - 1) : 0;
    return data.map((_, index) => (data.length > 1 ? left + index * step : (left + right) / 2));
  };

  return (
    <CartesianFrame
      chart={props}
      integers={false}
      positionsFor={positionsFor}
      draw={({ frame, positions, active }) => (
        <>
          {active !== null ? (
            <line
              x1={positions[active]}
              x2={positions[active]}
              y1={TOP}
              y2={frame.bottom}
              stroke="var(--mantine-color-gray-5)"
              strokeDasharray="3 3"
            />
          ) : null}
          {series.map((item) => {
            // A missing value (a month still to come) ends the line: draw each run of values.
            const runs: Array<Array<[number, number]>> = [[]];
            data.forEach((row, index) => {
              const value = row[item.name];
              if (typeof value === 'number') runs.at(-1)!.push([positions[index] ?? 0, frame.y(value)]);
              else if (runs.at(-1)!.length > 0) runs.push([]);
            });
            const color = colorVar(item.color);
            return (
              <g key={item.name}>
                {runs.map((run, index) => (
                  <path
                    key={index}
                    d={monotonePath(run)}
                    fill="none"
                    stroke={color}
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                ))}
                {data.map((row, index) => {
                  const value = row[item.name];
                  if (typeof value !== 'number' || (!withDots && index !== active)) return null;
                  return (
                    <circle
                      key={index}
                      cx={positions[index]}
                      cy={frame.y(value)}
                      r={index === active ? 5 : 3}
                      fill={color}
                      stroke="var(--mantine-color-body)"
                      strokeWidth={index === active ? 2 : 0}
                    />
                  );
                })}
              </g>
            );
          })}
        </>
      )}
    />
  );
}

export function BarChartView(props: BarChartViewProps) {
  const { data, series, allowDecimals = true } = props;
  const bandOf = (width: number) => (width - 8 - AXIS_WIDTH) / Math.max(1, data.length);
  const positionsFor = (width: number) => {
    const band = bandOf(width);
    return data.map((_, index) => AXIS_WIDTH + band * (index + 0.5));
  };

  return (
    <CartesianFrame
      chart={props}
      integers={!allowDecimals}
      positionsFor={positionsFor}
      under={({ width, frame, positions, active }) =>
        active !== null ? (
          <rect
            x={(positions[active] ?? 0) - bandOf(width) / 2}
            y={TOP}
            width={bandOf(width)}
            height={frame.bottom - TOP}
            fill="var(--mantine-color-gray-1)"
          />
        ) : null
      }
      draw={({ width, frame, positions }) => {
        const band = bandOf(width);
        // Bars of one category side by side, 10 % of the band between categories, 36 px at most.
        const barWidth = Math.min(36, (band * 0.8) / series.length);
        const gap = series.length > 1 ? Math.min(4, barWidth * 0.1) : 0;
        const groupWidth = barWidth * series.length + gap * (series.length - 1);
        const zero = frame.y(0);
        return data.map((row, index) =>
          series.map((item, position) => {
            const value = row[item.name];
            if (typeof value !== 'number' || value === 0) return null;
            const top = Math.min(frame.y(value), zero);
            return (
              <rect
                key={`${index}-${item.name}`}
                x={(positions[index] ?? 0) - groupWidth / 2 + position * (barWidth + gap)}
                y={top}
                width={barWidth}
                height={Math.abs(frame.y(value) - zero)}
                fill={colorVar(item.color)}
              />
            );
          }),
        );
      }}
    />
  );
}
