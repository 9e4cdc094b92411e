import '@mantine/charts/styles.css';

import { BarChart, DonutChart, LineChart, PieChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { abbreviateAmount, formatNumber } from '@quartier/shared';
import type { BarChartViewProps, DonutChartViewProps, LineChartViewProps, PieChartViewProps } from './types';

/**
 * The only module that imports @mantine/charts and recharts. It is loaded with React.lazy
 * (see ./index.tsx), so the login and the list pages never carry the charting library.
 *
 * Every chart is a picture for assistive technologies (role img + a French summary); the exact
 * figures are given next to it (legend with values, or a visually hidden table). The recharts
 * keyboard layer is off because nothing inside an image may take the focus.
 * Pies and doughnuts have no tooltip: their legend already shows every value (nothing to
 * hover for on a phone), and a tooltip wider than a small ring would stick out of the page.
 */

const axisTick = { fontSize: 12 };

export function LineChartView({
  data,
  dataKey,
  series,
  label,
  height = 280,
  valueFormatter = formatNumber,
  axisFormatter = abbreviateAmount,
  withDots = true,
  withLegend = series.length > 1,
}: LineChartViewProps) {
  return (
    <Box role="img" aria-label={label}>
      <LineChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        curveType="monotone"
        withLegend={withLegend}
        legendProps={{ verticalAlign: 'top', height: 40 }}
        withDots={withDots}
        strokeWidth={2.5}
        gridAxis="x"
        tickLine="none"
        valueFormatter={valueFormatter}
        xAxisProps={{ tick: axisTick, interval: 'preserveStartEnd', minTickGap: 6, padding: { left: 8, right: 8 } }}
        yAxisProps={{ tick: axisTick, width: 52, tickFormatter: (value: number) => axisFormatter(value) }}
        tooltipAnimationDuration={150}
        accessibilityLayer={false}
      />
    </Box>
  );
}

export function BarChartView({
  data,
  dataKey,
  series,
  label,
  height = 280,
  valueFormatter = formatNumber,
  axisFormatter = abbreviateAmount,
  withLegend = series.length > 1,
  allowDecimals = true,
}: BarChartViewProps) {
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        h={height}
        data={data}
        dataKey={dataKey}
        series={series}
        withLegend={withLegend}
        legendProps={{ verticalAlign: 'top', height: 40 }}
        gridAxis="x"
        tickLine="none"
        maxBarWidth={36}
        valueFormatter={valueFormatter}
        xAxisProps={{ tick: axisTick, interval: 'preserveStartEnd', minTickGap: 4 }}
        yAxisProps={{
          tick: axisTick,
          width: 52,
          allowDecimals,
          tickFormatter: (value: number) => axisFormatter(value),
        }}
        tooltipAnimationDuration={150}
        accessibilityLayer={false}
      />
    </Box>
  );
}

export function DonutChartView({
  data,
  label,
  size = 160,
  thickness = 22,
  chartLabel,
  valueFormatter = formatNumber,
}: DonutChartViewProps) {
  return (
    <Box role="img" aria-label={label} style={{ display: 'flex', justifyContent: 'center' }}>
      <DonutChart
        data={data}
        size={size}
        thickness={thickness}
        chartLabel={chartLabel}
        paddingAngle={data.filter((cell) => cell.value > 0).length > 1 ? 2 : 0}
        withTooltip={false}
        valueFormatter={valueFormatter}
        tooltipAnimationDuration={150}
        accessibilityLayer={false}
        styles={{ label: { fontSize: 14, fontWeight: 700 } }}
      />
    </Box>
  );
}

export function PieChartView({ data, label, size = 200, valueFormatter = formatNumber }: PieChartViewProps) {
  return (
    <Box role="img" aria-label={label} style={{ display: 'flex', justifyContent: 'center' }}>
      <PieChart
        data={data}
        size={size}
        withTooltip={false}
        valueFormatter={valueFormatter}
        withLabels={false}
        strokeWidth={1.5}
        tooltipAnimationDuration={150}
        accessibilityLayer={false}
      />
    </Box>
  );
}
